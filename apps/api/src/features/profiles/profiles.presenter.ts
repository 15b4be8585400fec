import { type Language, type OwnProfile, ROLES } from '@acorn/contracts';
import type {
  advisorProfiles,
  companyProfiles,
  countries,
  files,
  packages,
  sectors,
  userSecrets,
  users,
} from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { localized } from '../../lib/language';
import { presentFile } from '../files';

type FileRow = (typeof files)['$inferSelect'];

export interface OwnProfileRows {
  user: (typeof users)['$inferSelect'];
  company: (typeof companyProfiles)['$inferSelect'] | null;
  advisor: (typeof advisorProfiles)['$inferSelect'] | null;
  bank: Pick<(typeof userSecrets)['$inferSelect'], 'payment_account_iban' | 'payment_account_swift'> | null;
  pkg: (typeof packages)['$inferSelect'] | null;
  sector: (typeof sectors)['$inferSelect'] | null;
  country: (typeof countries)['$inferSelect'] | null;
  services: { id: number; service_name: string }[];
  expertises: { id: number; name: string }[];
  countriesOfOperation: { id: number; name: string }[];
  files: Map<number, FileRow>;
}

const fileRef = (id: number | null | undefined, rows: Map<number, FileRow>, storage: FileStorage) => {
  const file = id ? rows.get(id) : undefined;
  if (!file) return null;
  const { name, url } = presentFile(file, storage);
  return { id: file.id, name, url };
};

/** The signed-in user's own profile: every field their forms edit, and nothing secret. */
export function presentOwnProfile(
  rows: OwnProfileRows,
  language: Language,
  storage: FileStorage,
): OwnProfile {
  const { user, company, advisor } = rows;
  const isAdvisor = user.cb_roles_id === ROLES.advisor;
  // The role's own profile; an operator has none.
  const profile = isAdvisor ? advisor : company;
  return {
    id: user.id,
    cb_roles_id: user.cb_roles_id,
    email: user.email,
    subscription: rows.pkg ? { id: rows.pkg.id, name: rows.pkg.name } : null,
    is_seller: company?.is_seller ?? false,
    pomservicesseller: company?.pomservicesseller ?? false,
    services: rows.services,
    expertises: rows.expertises,
    countries_of_operation: rows.countriesOfOperation,
    name: user.name,
    personal_email: profile?.personal_email ?? null,
    job_function: profile?.job_function ?? null,
    country_code: company?.country_code ?? null,
    phone: profile?.phone_number ?? null,
    personal_linkedin: company?.personal_linkedin ?? null,
    personal_facebook: company?.personal_facebook ?? null,
    personal_twitter: company?.personal_twitter ?? null,
    personal_instagram: company?.personal_instagram ?? null,
    personal_youtube: company?.personal_youtube ?? null,
    personal_website: company?.personal_website ?? null,
    personal_online_presence: company?.personal_online_presence ?? [],
    company_name: profile?.company_name ?? null,
    company_email: company?.company_email ?? null,
    company_phone: company?.company_phone ?? null,
    company_logo: fileRef(company?.company_logo_file_id, rows.files, storage),
    company_sector: rows.sector
      ? { id: rows.sector.id, name: localized(rows.sector, 'name', language) }
      : null,
    vatnumber: profile?.vatnumber ?? null,
    company_legal_name: profile?.company_legal_name ?? null,
    last_year_turnover: company?.last_year_turnover ?? null,
    no_of_emplyees: company?.no_of_emplyees ?? null,
    address1: profile?.address1 ?? null,
    address2: profile?.address2 ?? null,
    postal_code: profile?.postal_code ?? null,
    state: profile?.state ?? null,
    city: profile?.city ?? null,
    country: rows.country
      ? { id: rows.country.id, name: localized(rows.country, 'name', language), UE: rows.country.is_eu }
      : null,
    linkedin: profile?.linkedin ?? null,
    facebook: profile?.facebook ?? null,
    youtube: profile?.youtube ?? null,
    instagram: profile?.instagram ?? null,
    twitter: profile?.twitter ?? null,
    website: profile?.website ?? null,
    online_presence: company?.online_presence ?? [],
    headline: company?.headline ?? null,
    about_company: company?.about_company ?? null,
    contact_name: company?.contact_name ?? null,
    contact_email: company?.contact_email ?? null,
    contact_phone: company?.contact_phone ?? null,
    contact_job_function: company?.contact_job_function ?? null,
    contact_another_information: company?.contact_another_information ?? [],
    company_another_email: company?.company_another_email ?? null,
    company_another_phone: company?.company_another_phone ?? null,
    company_another_address: company?.company_another_address ?? null,
    company_email_share_status: company?.company_email_share_status ?? false,
    company_phone_share_status: company?.company_phone_share_status ?? false,
    company_address_share_status: company?.company_address_share_status ?? false,
    bio: profile?.bio ?? null,
    photo: fileRef(advisor?.photo_file_id, rows.files, storage),
    cv: fileRef(advisor?.cv_file_id, rows.files, storage),
    certificado: fileRef(company?.certificate_file_id, rows.files, storage)?.url ?? null,
    payment_account_iban: isAdvisor ? (rows.bank?.payment_account_iban ?? null) : null,
    payment_account_swift: isAdvisor ? (rows.bank?.payment_account_swift ?? null) : null,
    accept_rgpd: user.accept_rgpd,
  };
}
