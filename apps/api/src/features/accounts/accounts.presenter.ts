import { type Language, ROLES, type UserDetail } from '@acorn/contracts';
import type {
  advisorProfiles,
  companyProfiles,
  countries,
  files,
  packages,
  sectors,
  services,
  userSecrets,
  users,
} from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { localized } from '../../lib/language';
import { presentFile } from '../files';
import { presentCountry } from '../reference';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** The user with what GET /api/me joins to it in its first query. */
export interface UserDetailRow {
  user: Row<typeof users>;
  company: Row<typeof companyProfiles> | null;
  advisor: Row<typeof advisorProfiles> | null;
  bank: Pick<Row<typeof userSecrets>, 'payment_account_iban' | 'payment_account_swift'> | null;
  package: Row<typeof packages> | null;
  sector: Row<typeof sectors> | null;
  country: Row<typeof countries> | null;
  photo: Row<typeof files> | null;
  logo: Row<typeof files> | null;
  cv: Row<typeof files> | null;
  certificate: Row<typeof files> | null;
}

/** The lists GET /api/me reads beside the user (together, in three more queries). */
export interface UserDetailExtras {
  services: Row<typeof services>[];
  expertises: Row<typeof sectors>[];
  operatingCountries: Row<typeof countries>[];
  language: Language;
  storage?: Pick<FileStorage, 'publicUrl'>;
}

/** The signed-in user's own detail: never the password hash, provider subject, second factor or throttling. */
export function presentUserDetail(row: UserDetailRow, extras: UserDetailExtras): UserDetail {
  const { user, company, package: pkg, sector } = row;
  const { language, storage } = extras;
  const advisor = user.cb_roles_id === ROLES.advisor;
  // The role's own profile; an operator has none.
  const profile = advisor ? row.advisor : company;
  const detail: UserDetail = {
    id: user.id,
    email: user.email,
    cb_roles_id: user.cb_roles_id,
    step: user.step,
    status: user.status,
    payment_status: user.payment_status,
    is_seller: company?.is_seller ?? false,
    accept_rgpd: user.accept_rgpd,
    isReadOnlyUser: user.is_read_only,
    subscription: pkg ? { id: pkg.id, name: pkg.name, available_features: pkg.available_features } : null,
    _provider: user.provider ?? '',
    language: user.language,
    name: user.name,
    job_function: profile?.job_function ?? null,
    phone_number: profile?.phone_number ?? null,
    company_name: profile?.company_name ?? null,
    company_sector: sector ? { id: sector.id, name: localized(sector, 'name', language) } : null,
    bio: profile?.bio ?? null,
    expertises: extras.expertises.map((expertise) => ({
      id: expertise.id,
      name: localized(expertise, 'name', language),
    })),
    pomservicesseller: company?.pomservicesseller ?? false,
    personal_online_presence: JSON.stringify(company?.personal_online_presence ?? []),
    certificado: row.certificate ? presentFile(row.certificate, storage).url : null,
  };
  return {
    ...detail,
    user_services: extras.services.map((service) => ({
      id: service.id,
      service_name: localized(service, 'name', language),
    })),
    user_country_of_operations: extras.operatingCountries.map((country) => ({
      id: country.id,
      name: localized(country, 'name', language),
    })),
    company_legal_name: profile?.company_legal_name ?? null,
    vatnumber: profile?.vatnumber ?? null,
    address1: profile?.address1 ?? null,
    address2: profile?.address2 ?? null,
    postal_code: profile?.postal_code ?? null,
    state: profile?.state ?? null,
    city: profile?.city ?? null,
    country: row.country ? presentCountry(row.country, language) : null,
    linkedin: profile?.linkedin ?? null,
    facebook: profile?.facebook ?? null,
    twitter: profile?.twitter ?? null,
    instagram: profile?.instagram ?? null,
    youtube: profile?.youtube ?? null,
    website: profile?.website ?? null,
    ...(advisor
      ? {
          payment_account_iban: row.bank?.payment_account_iban ?? null,
          payment_account_swift: row.bank?.payment_account_swift ?? null,
        }
      : {}),
    photo: row.photo ? presentFile(row.photo, storage) : null,
    logo: row.logo ? presentFile(row.logo, storage) : null,
    cv: row.cv ? presentFile(row.cv, storage) : null,
  };
}
