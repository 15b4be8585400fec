import { countries, type Db, sectors, services } from '@acorn/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/accounts';

let nifCounter = Math.floor(Math.random() * 1_000_000);

/** A Portuguese VAT number (NIF) with right check digits, different on every call. */
export function portugueseVat(): string {
  const digits = `5${String(++nifCounter % 10_000_000).padStart(7, '0')}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  const rest = sum % 11;
  return `${digits}${rest < 2 ? 0 : 11 - rest}`;
}

/** The same number with its last (check) digit wrong. */
export const withWrongCheckDigit = (vat: string) => `${vat.slice(0, -1)}${(Number(vat.at(-1)) + 1) % 10}`;

/** Ids of seeded reference rows the wizard forms point at. */
export async function referenceIds(db: Db) {
  const sectorRows = await db.select({ id: sectors.id, name: sectors.name }).from(sectors).limit(2);
  const serviceRows = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .orderBy(asc(services.position))
    .limit(3);
  const byCode = async (code: string) => {
    const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code));
    if (!row) throw new Error(`no country ${code}`);
    return row.id;
  };
  return {
    sectors: sectorRows,
    services: serviceRows,
    countries: {
      portugal: await byCode('PT'),
      spain: await byCode('ES'),
      france: await byCode('FR'),
      unitedStates: await byCode('US'),
      cyprus: await byCode('CY'),
      brazil: await byCode('BR'),
    },
  };
}

export type ReferenceIds = Awaited<ReturnType<typeof referenceIds>>;

export const postJson = (app: FastifyInstance, url: string, token: string | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

export async function getMe(app: FastifyInstance, token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`GET /api/me answered ${res.statusCode}`);
  return res.json();
}

export const participantStep1 = (ids: ReferenceIds, overrides: Record<string, unknown> = {}) => ({
  user_id: 999,
  is_seller: 1,
  services: ids.services.slice(0, 2).map((service) => ({ id: service.id, service_name: service.name })),
  company_name: 'Quinta Nova',
  company_sector: { id: ids.sectors[0]?.id, name: ids.sectors[0]?.name },
  country_of_operation: [{ id: ids.countries.portugal, name: 'Portugal' }, ids.countries.spain],
  first_name: 'Marta Sousa',
  job_function: 'General Management',
  phone: '+351 912 345 678',
  code: 'WELCOME10',
  ...overrides,
});

export const participantStep2 = (ids: ReferenceIds, overrides: Record<string, unknown> = {}) => ({
  user_id: 999,
  company_legal_name: 'Quinta Nova, Lda.',
  vatnumber: portugueseVat(),
  address1: 'Rua das Flores 12',
  address2: '',
  postal_code: '4050-262',
  state: 'Porto',
  city: 'Porto',
  country: { id: ids.countries.portugal, name: 'Portugal', UE: true },
  ...overrides,
});

export const advisorForm1 = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Growth Partners',
  first_name: 'Rita Lopes',
  country: '',
  job_function: 'Strategy',
  code: '',
  phone: '+351 913 000 111',
  facebook: '',
  twitter: 'https://twitter.com/ritalopes',
  linkedin: 'https://www.linkedin.com/in/ritalopes',
  instagram: '',
  youtube: '',
  website: 'https://ritalopes.pt/about?x=1',
  ...overrides,
});

export const advisorForm2 = (ids: ReferenceIds, overrides: Record<string, unknown> = {}) => ({
  state: '',
  city: 'Lisboa',
  postal_code: '1100-148',
  address1: 'Avenida da Liberdade 100',
  address2: '3º Esq.',
  payment_account_swift: 'bcom ptpl',
  payment_account_iban: 'PT50 0002 0123 1234 5678 9015 4',
  company_legal_name: 'Rita Lopes Consultoria Unipessoal',
  country: { id: ids.countries.portugal, name: 'Portugal' },
  vatnumber: portugueseVat(),
  ...overrides,
});
