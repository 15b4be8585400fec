import type { Localized } from './localized';

/** The stages the 20 levers of growth (20 LOG) are grouped into, in the order a company climbs them. */
const STAGES = {
  strategy: { en: 'Strategy', pt: 'Estratégia', es: 'Estrategia' },
  marketing: { en: 'Brand & Marketing', pt: 'Marca e Marketing', es: 'Marca y Marketing' },
  sales: { en: 'Sales', pt: 'Vendas', es: 'Ventas' },
  operations: { en: 'Operations', pt: 'Operações', es: 'Operaciones' },
  finance: { en: 'Finance & Funding', pt: 'Finanças e Financiamento', es: 'Finanzas y Financiación' },
} satisfies Record<string, Localized>;

export interface ServiceSeed {
  /** Stable key, equal to the lever's position. */
  id: number;
  position: number;
  name: Localized;
  stage: Localized;
}

const LEVERS: ReadonlyArray<{ stage: keyof typeof STAGES; name: Localized }> = [
  {
    stage: 'strategy',
    name: {
      en: 'Business Strategy & Planning',
      pt: 'Estratégia e Planeamento de Negócio',
      es: 'Estrategia y Planificación de Negocio',
    },
  },
  {
    stage: 'strategy',
    name: {
      en: 'Market Research & Intelligence',
      pt: 'Estudos e Inteligência de Mercado',
      es: 'Investigación e Inteligencia de Mercado',
    },
  },
  {
    stage: 'strategy',
    name: {
      en: 'Innovation & Product Development',
      pt: 'Inovação e Desenvolvimento de Produto',
      es: 'Innovación y Desarrollo de Producto',
    },
  },
  {
    stage: 'strategy',
    name: { en: 'Internationalisation', pt: 'Internacionalização', es: 'Internacionalización' },
  },
  {
    stage: 'marketing',
    name: { en: 'Branding & Positioning', pt: 'Branding e Posicionamento', es: 'Branding y Posicionamiento' },
  },
  { stage: 'marketing', name: { en: 'Digital Marketing', pt: 'Marketing Digital', es: 'Marketing Digital' } },
  {
    stage: 'marketing',
    name: { en: 'Content & Communication', pt: 'Conteúdos e Comunicação', es: 'Contenidos y Comunicación' },
  },
  {
    stage: 'marketing',
    name: { en: 'Customer Experience', pt: 'Experiência do Cliente', es: 'Experiencia de Cliente' },
  },
  {
    stage: 'sales',
    name: {
      en: 'Sales Strategy & Process',
      pt: 'Estratégia e Processo Comercial',
      es: 'Estrategia y Proceso Comercial',
    },
  },
  {
    stage: 'sales',
    name: {
      en: 'Key Account Management',
      pt: 'Gestão de Grandes Clientes',
      es: 'Gestión de Grandes Cuentas',
    },
  },
  {
    stage: 'sales',
    name: {
      en: 'Partnerships & Distribution Channels',
      pt: 'Parcerias e Canais de Distribuição',
      es: 'Alianzas y Canales de Distribución',
    },
  },
  {
    stage: 'sales',
    name: {
      en: 'Pricing & Revenue Management',
      pt: 'Pricing e Gestão de Receita',
      es: 'Precios y Gestión de Ingresos',
    },
  },
  {
    stage: 'operations',
    name: {
      en: 'Process Optimisation & Lean',
      pt: 'Otimização de Processos e Lean',
      es: 'Optimización de Procesos y Lean',
    },
  },
  {
    stage: 'operations',
    name: {
      en: 'Digital Transformation & IT',
      pt: 'Transformação Digital e TI',
      es: 'Transformación Digital y TI',
    },
  },
  {
    stage: 'operations',
    name: {
      en: 'Supply Chain & Procurement',
      pt: 'Cadeia de Abastecimento e Compras',
      es: 'Cadena de Suministro y Compras',
    },
  },
  {
    stage: 'operations',
    name: {
      en: 'People & Talent Management',
      pt: 'Gestão de Pessoas e Talento',
      es: 'Gestión de Personas y Talento',
    },
  },
  {
    stage: 'finance',
    name: {
      en: 'Financial Management & Control',
      pt: 'Gestão e Controlo Financeiro',
      es: 'Gestión y Control Financiero',
    },
  },
  {
    stage: 'finance',
    name: { en: 'Funding & Investment', pt: 'Financiamento e Investimento', es: 'Financiación e Inversión' },
  },
  {
    stage: 'finance',
    name: {
      en: 'Public Grants & Incentives',
      pt: 'Fundos e Incentivos Públicos',
      es: 'Subvenciones e Incentivos Públicos',
    },
  },
  {
    stage: 'finance',
    name: {
      en: 'Mergers, Acquisitions & Succession',
      pt: 'Fusões, Aquisições e Sucessão',
      es: 'Fusiones, Adquisiciones y Sucesión',
    },
  },
];

export const SERVICES: readonly ServiceSeed[] = LEVERS.map((lever, index) => ({
  id: index + 1,
  position: index + 1,
  name: lever.name,
  stage: STAGES[lever.stage],
}));

export function serviceIdByName(englishName: string): number {
  const service = SERVICES.find((s) => s.name.en === englishName);
  if (!service) throw new Error(`Unknown service ${englishName}`);
  return service.id;
}
