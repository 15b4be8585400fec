import type { AppConfig, Feature, Package, UserDetail } from '@acorn/contracts';

const CRYSTAL: Feature[] = ['REGISTER_FEATURE', 'REVIEWS_FEATURE', 'CONTENTS_BLOG_FEATURE'];
const SILVER: Feature[] = [...CRYSTAL, 'SAMPLING_FEATURE', 'SCORING_BOARD_FEATURE', 'LOG_MARKET_FEATURE'];
const GOLD: Feature[] = [
  ...SILVER,
  'PROTOCOLS_FEATURE',
  'CAMPAIGNS_FEATURE',
  'CONTENTS_PUBLICATIONS_FEATURE',
  'NEEDS_AND_LEADS_FEATURE',
];
const PLATINUM: Feature[] = [...GOLD, 'ADVISOR_FEATURE'];

const tier = (
  id: number,
  name: string,
  names: [string, string],
  monthly: number,
  features: Feature[],
): Package => ({
  id,
  name,
  name_prt: names[0],
  name_spn: names[1],
  services: `${name} service one\n${name} service two`,
  services_prt: `${names[0]} serviço um`,
  services_spn: `${names[1]} servicio uno`,
  full_description: '',
  full_description_prt: '',
  full_description_spn: '',
  monthly_cost: monthly,
  yearly_cost: monthly * 10,
  available_features: features,
});

/** The default tiers of DESIGN.md §4. */
export const PACKAGES: Package[] = [
  tier(1, 'Crystal', ['Cristal', 'Cristal'], 49, CRYSTAL),
  tier(2, 'Silver', ['Prata', 'Plata'], 149, SILVER),
  tier(3, 'Gold', ['Ouro', 'Oro'], 499, GOLD),
  tier(4, 'Platinum', ['Platina', 'Platino'], 1200, PLATINUM),
];

export const APP_CONFIG: AppConfig = {
  brandName: 'Acorn',
  contactEmail: 'hello@acorn.example',
  cardPayments: true,
  social: {
    linkedin: 'https://www.linkedin.com/company/acorn',
    facebook: 'https://www.facebook.com/acorn',
    youtube: 'https://www.youtube.com/@acorn',
    twitter: 'https://twitter.com/acorn',
    instagram: 'https://www.instagram.com/acorn',
  },
  oidcProviders: [],
  oidcClients: [],
};

/** The subscription part of a user detail: the tier's id, name and features. */
export const subscription = (tierId: number): UserDetail['subscription'] => {
  const tier = PACKAGES.find((item) => item.id === tierId)!;
  return { id: tier.id, name: tier.name, available_features: tier.available_features };
};

export const user = (overrides: Partial<UserDetail> = {}): UserDetail => ({
  id: 7,
  email: 'ana@company.example',
  cb_roles_id: 1,
  step: 4,
  status: 0,
  payment_status: null,
  is_seller: false,
  accept_rgpd: true,
  isReadOnlyUser: false,
  subscription: subscription(1),
  _provider: '',
  language: 'en',
  name: 'Ana Silva',
  job_function: null,
  phone_number: null,
  company_name: 'Company',
  company_sector: null,
  bio: null,
  expertises: [],
  pomservicesseller: false,
  personal_online_presence: '[]',
  certificado: null,
  ...overrides,
});
