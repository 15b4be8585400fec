import { inArray } from 'drizzle-orm';
import { advisorListingLanguages, advisorListings, languages } from '../../schema/index';
import { countryIdByCode } from '../reference/countries';
import { type DemoContent, type DemoSeedOptions, insertDemoContent } from './content';
import { daysAgo } from './dates';
import { attachDemoPicture, PICTURE_SIZES, portraitOf } from './images';

interface DemoAdvisorListing extends Omit<DemoContent, 'title'> {
  name: string;
  hideIdentity: boolean;
  jobFunction: string;
  headline: string;
  /** Language codes (seed/reference/languages.ts). */
  languages: string[];
  businessAreas: string[];
  achievement: string;
  geography: string;
  email: string;
  linkedin: string;
  city: string;
  country: string;
}

/**
 * The advisor directory as Platinum members meet it: advisors the Platinum companies list, in
 * English, Portuguese and Spanish, one with a hidden identity and one waiting for the operator.
 */
const ADVISOR_LISTINGS: DemoAdvisorListing[] = [
  {
    owner: 'platinum',
    name: 'Inês Carvalho',
    hideIdentity: false,
    jobFunction: 'Consultora de internacionalização',
    headline: 'Quinze anos a levar marcas portuguesas de cortiça e vinho para a América do Norte',
    description:
      '<p>Acompanho empresas industriais na entrada em novos mercados: <strong>estudo de mercado</strong>, escolha de distribuidores e negociação dos primeiros contratos.</p>',
    languages: ['pt', 'en', 'fr'],
    sectors: ['Consumer Goods', 'Food & Beverage'],
    countries: ['PT', 'US', 'CA'],
    services: ['Internationalisation', 'Partnerships & Distribution Channels'],
    businessAreas: ['sales', 'general-management'],
    achievement: 'Abriu 12 mercados para um produtor de cortiça em cinco anos',
    geography: 'Península Ibérica e América do Norte',
    email: 'ines.carvalho@demo.acorn.example',
    linkedin: 'https://www.linkedin.com/in/demo-ines-carvalho',
    city: 'Porto',
    country: 'PT',
    status: 'published',
    createdDaysAgo: 30,
  },
  {
    owner: 'health',
    name: 'Javier Morales',
    hideIdentity: true,
    jobFunction: 'Director financiero interino',
    headline: 'Reestructuraciones financieras y entrada de inversores en empresas de salud',
    description:
      '<p>Ayudo a clínicas y laboratorios a ordenar sus cuentas antes de una ronda de inversión o una venta: <em>presupuestos</em>, control de tesorería y due diligence.</p>',
    languages: ['es', 'en'],
    sectors: ['Healthcare'],
    countries: ['ES'],
    services: ['Financial Management & Control', 'Funding & Investment'],
    businessAreas: ['finance'],
    achievement: 'Preparó tres ventas de clínicas privadas a grupos europeos',
    geography: 'España',
    email: 'javier.morales@demo.acorn.example',
    linkedin: 'https://www.linkedin.com/in/demo-javier-morales',
    city: 'Valencia',
    country: 'ES',
    status: 'published',
    createdDaysAgo: 12,
  },
  {
    owner: 'platinum',
    name: 'Helen Walsh',
    hideIdentity: false,
    jobFunction: 'Supply chain advisor',
    headline: 'Lean operations and procurement for mid-sized manufacturers',
    description:
      '<p>I help manufacturers shorten lead times and cut stock: a <strong>two-week diagnostic</strong> of the plant and its suppliers, then a plan the team can run without me.</p>',
    languages: ['en', 'de'],
    sectors: ['Manufacturing', 'Automotive'],
    countries: ['IE', 'DE', 'PT'],
    services: ['Supply Chain & Procurement', 'Process Optimisation & Lean'],
    businessAreas: ['operations', 'manufacturing-production'],
    achievement: 'Cut a tier-one supplier’s stock by 30% in a year',
    geography: 'Europe',
    email: 'helen.walsh@demo.acorn.example',
    linkedin: 'https://www.linkedin.com/in/demo-helen-walsh',
    city: 'Dublin',
    country: 'IE',
    status: 'published',
    createdDaysAgo: 5,
  },
  {
    owner: 'health',
    name: 'Marc Dubois',
    hideIdentity: false,
    jobFunction: 'Digital marketing advisor',
    headline: 'Patient acquisition online for private clinics',
    description: '<p>Search, social and review campaigns for clinics that want a fuller diary.</p>',
    languages: ['fr', 'es', 'en'],
    sectors: ['Healthcare'],
    countries: ['ES', 'FR'],
    services: ['Digital Marketing'],
    businessAreas: ['marketing'],
    achievement: 'Doubled the online bookings of a dental group',
    geography: 'Spain and France',
    email: 'marc.dubois@demo.acorn.example',
    linkedin: 'https://www.linkedin.com/in/demo-marc-dubois',
    city: 'Barcelona',
    country: 'ES',
    status: 'pending',
    createdDaysAgo: 1,
  },
];

/** Inserts the demo advisor listings for the companies created in this seed (`ownerIds` by e-mail's local part). */
export async function seedAdvisorListings(options: DemoSeedOptions): Promise<void> {
  const { tx, ownerIds, now } = options;
  const codes = [...new Set(ADVISOR_LISTINGS.flatMap((item) => item.languages))];
  const languageRows = await tx
    .select({ id: languages.id, code: languages.code })
    .from(languages)
    .where(inArray(languages.code, codes));
  const languageId = new Map(languageRows.map((row) => [row.code, row.id]));
  for (const item of ADVISOR_LISTINGS) {
    const title = item.hideIdentity ? 'Nondisclosure' : item.name;
    const id = await insertDemoContent(tx, { ...options, type: 'advisor', item: { ...item, title } });
    if (id === null) continue;
    await tx.insert(advisorListings).values({
      content_id: id,
      name: item.name,
      hide_identity: item.hideIdentity,
      job_function: item.jobFunction,
      bio: item.headline,
      business_areas: item.businessAreas,
      main_career_achievement: item.achievement,
      geography: item.geography,
      email: item.email,
      linkedin: item.linkedin,
      city: item.city,
      country_id: countryIdByCode(item.country),
    });
    await attachDemoPicture({
      tx,
      files: options.files,
      contentId: id,
      ownerId: ownerIds.get(item.owner) as number,
      role: 'avatar',
      name: item.name,
      artwork: portraitOf(item.name),
      size: PICTURE_SIZES.portrait,
      createdAt: daysAgo(now, item.createdDaysAgo),
    });
    const ids = item.languages.flatMap((code) => languageId.get(code) ?? []);
    if (ids.length > 0) {
      await tx
        .insert(advisorListingLanguages)
        .values(ids.map((language_id) => ({ content_id: id, language_id })));
    }
  }
}
