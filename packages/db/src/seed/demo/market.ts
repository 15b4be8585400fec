import { contentServices, marketItems } from '../../schema/index';
import { serviceIdByName } from '../reference/services';
import { type DemoContent, type DemoSeedOptions, insertDemoContent } from './content';

interface DemoMarketItem extends DemoContent {
  type: 'offer' | 'opportunity';
  service: string;
  need?: string;
  brandFame?: string;
  strengths?: string;
  size?: string;
  revenue?: string;
}

/**
 * A living 20 LOG market: offers and opportunities of the demo companies, most published, some
 * waiting in the operator's queue, one denied with its reason and one past its closing date.
 */
const ITEMS: DemoMarketItem[] = [
  {
    owner: 'gold',
    type: 'offer',
    title: 'Precision sheet-metal parts for machinery makers',
    description:
      '<p>Laser cutting, CNC bending and robotic welding of steel, stainless and aluminium parts in runs from 50 to 50,000 units.</p><ul><li>ISO 9001 and EN 1090 certified</li><li>Delivery across Iberia in 48 hours</li></ul>',
    service: 'Supply Chain & Procurement',
    sectors: ['Manufacturing', 'Automotive'],
    countries: ['ES', 'PT', 'FR'],
    status: 'published',
    createdDaysAgo: 24,
    closesInDays: 120,
    brandFame: 'Supplier of the year 2025 for two agricultural machinery makers',
    strengths: 'Short lead times, in-house tooling, engineering support from the first drawing',
    size: '51-200',
  },
  {
    owner: 'consulting',
    type: 'offer',
    title: 'Estratégia de internacionalização para PME industriais',
    description:
      '<p>Ajudamos PME industriais a escolher mercados, preparar a proposta de valor e encontrar distribuidores. Programa de 12 semanas com acompanhamento em cada reunião com potenciais parceiros.</p>',
    service: 'Internationalisation',
    sectors: ['Manufacturing', 'Professional Services & Consulting'],
    countries: ['PT', 'ES', 'BR'],
    status: 'published',
    createdDaysAgo: 40,
    closesInDays: 200,
    brandFame: 'Mais de 60 empresas acompanhadas em 14 mercados',
    strengths: 'Rede de contactos em Espanha, Brasil e Angola; equipa com experiência industrial',
  },
  {
    owner: 'analytics',
    type: 'offer',
    title: 'Customer analytics dashboards in four weeks',
    description:
      '<p>We connect your CRM, web shop and ERP and deliver churn, lifetime value and basket dashboards your sales team actually uses. Fixed price, four weeks.</p>',
    service: 'Digital Transformation & IT',
    sectors: ['Retail & E-commerce', 'Information Technology'],
    countries: ['IE', 'GB', 'PT', 'ES'],
    status: 'published',
    createdDaysAgo: 12,
    closesInDays: 90,
    strengths: 'Certified partners of the main BI platforms; GDPR-first data handling',
  },
  {
    owner: 'platinum',
    type: 'opportunity',
    title: 'Procuramos distribuidor de rolhas técnicas na Escandinávia',
    description:
      '<p>Corticeira com produção anual de 120 milhões de rolhas procura um distribuidor com carteira de adegas e cervejeiras artesanais na Suécia, Noruega e Dinamarca.</p>',
    service: 'Partnerships & Distribution Channels',
    sectors: ['Wood, Cork & Paper', 'Food & Beverage'],
    countries: ['SE', 'NO', 'DK'],
    status: 'published',
    createdDaysAgo: 30,
    closesInDays: 60,
    need: 'Distribuidor com armazém próprio e equipa comercial local',
    revenue: '2-10',
  },
  {
    owner: 'health',
    type: 'opportunity',
    title: 'Buscamos consultora de experiencia del paciente',
    description:
      '<p>Grupo de 9 clínicas en Andalucía y Valencia busca consultora para rediseñar la atención al paciente, de la cita online al seguimiento tras el alta.</p>',
    service: 'Customer Experience',
    sectors: ['Healthcare'],
    countries: ['ES'],
    status: 'published',
    createdDaysAgo: 8,
    closesInDays: 45,
    need: 'Diagnóstico en 6 semanas y plan de implantación por fases',
    size: '200+',
  },
  {
    owner: 'silver',
    type: 'opportunity',
    title: 'Partner for BIM modelling of hotel refurbishments',
    description:
      '<p>Architecture studio with three hotel refurbishments in 2027 looking for a BIM modelling partner able to survey existing buildings with laser scanning.</p>',
    service: 'Process Optimisation & Lean',
    sectors: ['Construction & Real Estate', 'Hospitality & Tourism'],
    countries: ['ES', 'PT'],
    status: 'pending',
    createdDaysAgo: 2,
    closesInDays: 75,
    need: 'Scan-to-BIM surveys and LOD 300 models',
  },
  {
    owner: 'seafood',
    type: 'offer',
    title: 'Conservas gourmet para tiendas delicatessen',
    description:
      '<p>Anchoas del Cantábrico, bonito del norte y ventresca en aceite de oliva, elaborados a mano. Condiciones especiales para tiendas delicatessen y cadenas de hostelería.</p>',
    service: 'Sales Strategy & Process',
    sectors: ['Food & Beverage', 'Retail & E-commerce'],
    countries: ['ES', 'FR', 'DE'],
    status: 'pending',
    createdDaysAgo: 1,
    closesInDays: 150,
  },
  {
    owner: 'logistics',
    type: 'offer',
    title: 'Call us: cheapest freight in Europe!!!',
    description: '<p>Best prices. Call +49 170 0000000 or write to sales@rheinfracht.example now.</p>',
    service: 'Supply Chain & Procurement',
    sectors: ['Logistics & Transportation'],
    countries: ['DE'],
    status: 'denied',
    denyReason: 'Please remove the contact details from the text: members reach you through the platform.',
    createdDaysAgo: 5,
    closesInDays: 30,
  },
  {
    owner: 'crystal',
    type: 'opportunity',
    title: 'Importador de vinhos do Douro para o Brasil',
    description:
      '<p>Procurámos um importador em São Paulo para os nossos vinhos DOC Douro. Campanha encerrada.</p>',
    service: 'Internationalisation',
    sectors: ['Food & Beverage'],
    countries: ['BR'],
    status: 'published',
    createdDaysAgo: 95,
    closesInDays: -10,
    need: 'Importador com distribuição para restaurantes',
  },
];

/** Inserts the demo market for the companies created in this seed (`ownerIds` by e-mail's local part). */
export async function seedMarket(options: DemoSeedOptions): Promise<void> {
  const { tx } = options;
  for (const item of ITEMS) {
    const id = await insertDemoContent(tx, { ...options, type: item.type, item });
    if (id === null) continue;
    const serviceId = serviceIdByName(item.service);
    await tx.insert(marketItems).values({
      content_id: id,
      service_id: serviceId,
      target_company_size: item.size ?? null,
      target_company_revenue: item.revenue ?? null,
      need: item.need ?? null,
      what_brand_famous: item.brandFame ?? null,
      strengths: item.strengths ?? null,
      scoring_board_reviews: item.type === 'offer',
      scoring_board_certificates: true,
    });
    await tx.insert(contentServices).values({ content_id: id, service_id: serviceId });
  }
}
