import type { Language } from '@acorn/contracts';

/**
 * A saved Needs & Leads alert: the opportunities published since the last one that match the
 * member, best first, each with why it matched (`reasons`, already in the member's language);
 * `link` opens the Needs tab.
 */
export interface NeedAlertMailData {
  frequency: 'daily' | 'weekly';
  needs: {
    title: string;
    company: string;
    reasons: { kind: 'service' | 'sector' | 'country'; name: string }[];
  }[];
  link: string;
}

/** What the template gives the layout: the same shape as every template's words. */
interface NeedAlertContent {
  subject: string;
  greeting: string;
  intro: string[];
  action: { label: string; link: string };
  notes: string[];
}

type Need = NeedAlertMailData['needs'][number];

/** How a reason reads, as the Needs tab's chips word it. */
const REASON_WORDS: Record<Language, Record<Need['reasons'][number]['kind'], string>> = {
  en: { service: 'Same service', sector: 'Sector', country: 'Country' },
  pt: { service: 'Mesmo serviço', sector: 'Setor', country: 'País' },
  es: { service: 'Mismo servicio', sector: 'Sector', country: 'País' },
};

const line = (need: Need, language: Language, by: string) =>
  `• ${need.title} (${by} ${need.company}): ${need.reasons
    .map((reason) => `${REASON_WORDS[language][reason.kind]}: ${reason.name}`)
    .join('; ')}`;

/** The alert's words in each language. */
export const NEED_ALERT_TEMPLATE: Record<
  Language,
  (brand: string, data: NeedAlertMailData) => NeedAlertContent
> = {
  en: (brand, { frequency, needs, link }) => ({
    subject: `${brand}: ${needs.length} new ${needs.length === 1 ? 'need matches' : 'needs match'} your services`,
    greeting: 'Hello,',
    intro: [
      `Since your last ${frequency === 'daily' ? 'daily' : 'weekly'} alert, these opportunities were published on ${brand} and match what you sell:`,
      ...needs.map((need) => line(need, 'en', 'by')),
    ],
    action: { label: 'See your matches', link },
    notes: ['You can change or turn off this alert on the Needs tab of Needs & leads.'],
  }),
  pt: (brand, { frequency, needs, link }) => ({
    subject: `${brand}: ${needs.length} ${needs.length === 1 ? 'nova necessidade corresponde' : 'novas necessidades correspondem'} aos seus serviços`,
    greeting: 'Olá,',
    intro: [
      `Desde o seu último alerta ${frequency === 'daily' ? 'diário' : 'semanal'}, estas oportunidades foram publicadas em ${brand} e correspondem ao que vende:`,
      ...needs.map((need) => line(need, 'pt', 'de')),
    ],
    action: { label: 'Ver as correspondências', link },
    notes: [
      'Pode alterar ou desligar este alerta no separador Necessidades, em Necessidades e oportunidades.',
    ],
  }),
  es: (brand, { frequency, needs, link }) => ({
    subject: `${brand}: ${needs.length} ${needs.length === 1 ? 'nueva necesidad coincide' : 'nuevas necesidades coinciden'} con tus servicios`,
    greeting: 'Hola:',
    intro: [
      `Desde tu última alerta ${frequency === 'daily' ? 'diaria' : 'semanal'}, estas oportunidades se publicaron en ${brand} y coinciden con lo que vendes:`,
      ...needs.map((need) => line(need, 'es', 'de')),
    ],
    action: { label: 'Ver las coincidencias', link },
    notes: [
      'Puedes cambiar o desactivar esta alerta en la pestaña Necesidades, en Necesidades y oportunidades.',
    ],
  }),
};
