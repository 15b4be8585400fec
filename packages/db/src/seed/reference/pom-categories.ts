import type { Localized } from './localized';

export interface PomCategorySeed {
  id: number;
  name: Localized;
}

/** Categories of protocols: the benefit agreements a member company offers the rest of the network. */
export const POM_CATEGORIES: readonly PomCategorySeed[] = [
  {
    id: 1,
    name: {
      en: 'Consulting & Advisory',
      pt: 'Consultoria e Aconselhamento',
      es: 'Consultoría y Asesoramiento',
    },
  },
  { id: 2, name: { en: 'Training & Workshops', pt: 'Formação e Workshops', es: 'Formación y Talleres' } },
  {
    id: 3,
    name: {
      en: 'Software & Digital Tools',
      pt: 'Software e Ferramentas Digitais',
      es: 'Software y Herramientas Digitales',
    },
  },
  { id: 4, name: { en: 'Financial Services', pt: 'Serviços Financeiros', es: 'Servicios Financieros' } },
  { id: 5, name: { en: 'Insurance', pt: 'Seguros', es: 'Seguros' } },
  { id: 6, name: { en: 'Legal & Compliance', pt: 'Jurídico e Compliance', es: 'Legal y Cumplimiento' } },
  { id: 7, name: { en: 'Logistics & Mobility', pt: 'Logística e Mobilidade', es: 'Logística y Movilidad' } },
  {
    id: 8,
    name: { en: 'Marketing & Communication', pt: 'Marketing e Comunicação', es: 'Marketing y Comunicación' },
  },
  {
    id: 9,
    name: {
      en: 'Events & Business Travel',
      pt: 'Eventos e Viagens de Negócios',
      es: 'Eventos y Viajes de Negocios',
    },
  },
  { id: 10, name: { en: 'Health & Wellbeing', pt: 'Saúde e Bem-estar', es: 'Salud y Bienestar' } },
];
