import type { Localized } from './localized';

const STAGES = {
  economic: { en: 'Economic value', pt: 'Valor económico', es: 'Valor económico' },
  performance: { en: 'Performance', pt: 'Desempenho', es: 'Rendimiento' },
  relationship: { en: 'Relationship', pt: 'Relação', es: 'Relación' },
  future: {
    en: 'Innovation & Sustainability',
    pt: 'Inovação e Sustentabilidade',
    es: 'Innovación y Sostenibilidad',
  },
} satisfies Record<string, Localized>;

export interface ProposalFactorSeed {
  id: number;
  name: Localized;
  stage: Localized;
}

/** Factors a seller's value proposition is rated on in offers and opportunities. */
const FACTORS: ReadonlyArray<{ stage: keyof typeof STAGES; name: Localized }> = [
  { stage: 'economic', name: { en: 'Competitive price', pt: 'Preço competitivo', es: 'Precio competitivo' } },
  {
    stage: 'economic',
    name: {
      en: 'Lower total cost of ownership',
      pt: 'Menor custo total de propriedade',
      es: 'Menor coste total de propiedad',
    },
  },
  {
    stage: 'economic',
    name: {
      en: 'Measurable return on investment',
      pt: 'Retorno do investimento mensurável',
      es: 'Retorno de la inversión medible',
    },
  },
  {
    stage: 'economic',
    name: {
      en: 'Flexible payment terms',
      pt: 'Condições de pagamento flexíveis',
      es: 'Condiciones de pago flexibles',
    },
  },
  {
    stage: 'performance',
    name: { en: 'Product quality', pt: 'Qualidade do produto', es: 'Calidad del producto' },
  },
  {
    stage: 'performance',
    name: {
      en: 'Reliability & consistency',
      pt: 'Fiabilidade e consistência',
      es: 'Fiabilidad y consistencia',
    },
  },
  {
    stage: 'performance',
    name: { en: 'Speed of delivery', pt: 'Rapidez de entrega', es: 'Rapidez de entrega' },
  },
  {
    stage: 'performance',
    name: {
      en: 'Customisation to client needs',
      pt: 'Adaptação às necessidades do cliente',
      es: 'Adaptación a las necesidades del cliente',
    },
  },
  {
    stage: 'relationship',
    name: { en: 'After-sales support', pt: 'Apoio pós-venda', es: 'Soporte posventa' },
  },
  {
    stage: 'relationship',
    name: { en: 'Specialist expertise', pt: 'Conhecimento especializado', es: 'Conocimiento especializado' },
  },
  {
    stage: 'relationship',
    name: { en: 'Reputation & references', pt: 'Reputação e referências', es: 'Reputación y referencias' },
  },
  {
    stage: 'relationship',
    name: { en: 'Long-term partnership', pt: 'Parceria de longo prazo', es: 'Colaboración a largo plazo' },
  },
  {
    stage: 'future',
    name: { en: 'Technological innovation', pt: 'Inovação tecnológica', es: 'Innovación tecnológica' },
  },
  {
    stage: 'future',
    name: {
      en: 'Sustainability & ESG impact',
      pt: 'Sustentabilidade e impacto ESG',
      es: 'Sostenibilidad e impacto ESG',
    },
  },
  {
    stage: 'future',
    name: {
      en: 'Risk reduction & compliance',
      pt: 'Redução de risco e conformidade',
      es: 'Reducción de riesgos y cumplimiento',
    },
  },
];

export const PROPOSAL_FACTORS: readonly ProposalFactorSeed[] = FACTORS.map((factor, index) => ({
  id: index + 1,
  name: factor.name,
  stage: STAGES[factor.stage],
}));
