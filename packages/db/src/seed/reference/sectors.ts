import type { Localized } from './localized';

export interface SectorSeed {
  /** Stable key: company profiles and content point at it. */
  id: number;
  name: Localized;
}

export const SECTORS: readonly SectorSeed[] = [
  { id: 1, name: { en: 'Aerospace & Defence', pt: 'Aeroespacial e Defesa', es: 'Aeroespacial y Defensa' } },
  {
    id: 2,
    name: {
      en: 'Agriculture & Agribusiness',
      pt: 'Agricultura e Agronegócio',
      es: 'Agricultura y Agronegocio',
    },
  },
  { id: 3, name: { en: 'Automotive', pt: 'Automóvel', es: 'Automoción' } },
  {
    id: 4,
    name: {
      en: 'Banking & Financial Services',
      pt: 'Banca e Serviços Financeiros',
      es: 'Banca y Servicios Financieros',
    },
  },
  { id: 5, name: { en: 'Chemicals', pt: 'Química', es: 'Química' } },
  {
    id: 6,
    name: {
      en: 'Construction & Real Estate',
      pt: 'Construção e Imobiliário',
      es: 'Construcción e Inmobiliario',
    },
  },
  { id: 7, name: { en: 'Consumer Goods', pt: 'Bens de Consumo', es: 'Bienes de Consumo' } },
  { id: 8, name: { en: 'Education & Training', pt: 'Educação e Formação', es: 'Educación y Formación' } },
  { id: 9, name: { en: 'Energy & Utilities', pt: 'Energia e Utilities', es: 'Energía y Suministros' } },
  {
    id: 10,
    name: { en: 'Environmental Services', pt: 'Serviços Ambientais', es: 'Servicios Medioambientales' },
  },
  { id: 11, name: { en: 'Fashion & Textiles', pt: 'Moda e Têxtil', es: 'Moda y Textil' } },
  { id: 12, name: { en: 'Food & Beverage', pt: 'Alimentação e Bebidas', es: 'Alimentación y Bebidas' } },
  { id: 13, name: { en: 'Healthcare', pt: 'Saúde', es: 'Salud' } },
  { id: 14, name: { en: 'Hospitality & Tourism', pt: 'Hotelaria e Turismo', es: 'Hostelería y Turismo' } },
  {
    id: 15,
    name: {
      en: 'Information Technology',
      pt: 'Tecnologias de Informação',
      es: 'Tecnologías de la Información',
    },
  },
  { id: 16, name: { en: 'Insurance', pt: 'Seguros', es: 'Seguros' } },
  { id: 17, name: { en: 'Legal Services', pt: 'Serviços Jurídicos', es: 'Servicios Jurídicos' } },
  {
    id: 18,
    name: { en: 'Logistics & Transportation', pt: 'Logística e Transportes', es: 'Logística y Transporte' },
  },
  { id: 19, name: { en: 'Manufacturing', pt: 'Indústria Transformadora', es: 'Industria Manufacturera' } },
  {
    id: 20,
    name: { en: 'Marketing & Advertising', pt: 'Marketing e Publicidade', es: 'Marketing y Publicidad' },
  },
  {
    id: 21,
    name: { en: 'Media & Entertainment', pt: 'Media e Entretenimento', es: 'Medios y Entretenimiento' },
  },
  { id: 22, name: { en: 'Metals & Mining', pt: 'Metalurgia e Minas', es: 'Metalurgia y Minería' } },
  {
    id: 23,
    name: {
      en: 'Non-profit Organisations',
      pt: 'Organizações sem Fins Lucrativos',
      es: 'Organizaciones sin Ánimo de Lucro',
    },
  },
  {
    id: 24,
    name: {
      en: 'Pharmaceuticals & Biotechnology',
      pt: 'Farmacêutica e Biotecnologia',
      es: 'Farmacéutica y Biotecnología',
    },
  },
  {
    id: 25,
    name: {
      en: 'Professional Services & Consulting',
      pt: 'Serviços Profissionais e Consultoria',
      es: 'Servicios Profesionales y Consultoría',
    },
  },
  { id: 26, name: { en: 'Public Sector', pt: 'Setor Público', es: 'Sector Público' } },
  {
    id: 27,
    name: {
      en: 'Retail & E-commerce',
      pt: 'Retalho e Comércio Eletrónico',
      es: 'Comercio Minorista y Electrónico',
    },
  },
  { id: 28, name: { en: 'Sports & Leisure', pt: 'Desporto e Lazer', es: 'Deporte y Ocio' } },
  { id: 29, name: { en: 'Telecommunications', pt: 'Telecomunicações', es: 'Telecomunicaciones' } },
  {
    id: 30,
    name: { en: 'Wood, Cork & Paper', pt: 'Madeira, Cortiça e Papel', es: 'Madera, Corcho y Papel' },
  },
];

export function sectorIdByName(englishName: string): number {
  const sector = SECTORS.find((s) => s.name.en === englishName);
  if (!sector) throw new Error(`Unknown sector ${englishName}`);
  return sector.id;
}
