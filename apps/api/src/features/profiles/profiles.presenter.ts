import type { Language, OwnProfile } from '@acorn/contracts';
import type { countries, files, packages, sectors, users } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { localized } from '../../lib/language';
import { presentFile } from '../files/files.presenter';

type FileRow = (typeof files)['$inferSelect'];

export interface OwnProfileRows {
  user: (typeof users)['$inferSelect'];
  pkg: (typeof packages)['$inferSelect'] | null;
  sector: (typeof sectors)['$inferSelect'] | null;
  country: (typeof countries)['$inferSelect'] | null;
  services: { id: number; service_name: string }[];
  expertises: { id: number; name: string }[];
  countriesOfOperation: { id: number; name: string }[];
  files: Map<number, FileRow>;
}

const fileRef = (id: number | null, rows: Map<number, FileRow>, storage: FileStorage) => {
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
  const { user } = rows;
  const isAdvisor = user.cb_roles_id === 2;
  return {
    id: user.id,
    cb_roles_id: user.cb_roles_id,
    email: user.email,
    subscription: rows.pkg ? { id: rows.pkg.id, name: rows.pkg.name } : null,
    is_seller: user.is_seller,
    pomservicesseller: user.pomservicesseller,
    services: rows.services,
    expertises: rows.expertises,
    countries_of_operation: rows.countriesOfOperation,
    name: user.name,
    personal_email: user.personal_email,
    job_function: user.job_function,
    country_code: user.country_code,
    phone: user.phone_number,
    personal_linkedin: user.personal_linkedin,
    personal_facebook: user.personal_facebook,
    personal_twitter: user.personal_twitter,
    personal_instagram: user.personal_instagram,
    personal_youtube: user.personal_youtube,
    personal_website: user.personal_website,
    personal_online_presence: user.personal_online_presence ?? [],
    company_name: user.company_name,
    company_email: user.company_email,
    company_phone: user.company_phone,
    company_logo: fileRef(user.company_logo_file_id, rows.files, storage),
    company_sector: rows.sector
      ? { id: rows.sector.id, name: localized(rows.sector, 'name', language) }
      : null,
    vatnumber: user.vatnumber,
    company_legal_name: user.company_legal_name,
    last_year_turnover: user.last_year_turnover,
    no_of_emplyees: user.no_of_emplyees,
    address1: user.address1,
    address2: user.address2,
    postal_code: user.postal_code,
    state: user.state,
    city: user.city,
    country: rows.country
      ? { id: rows.country.id, name: localized(rows.country, 'name', language), UE: rows.country.is_eu }
      : null,
    linkedin: user.linkedin,
    facebook: user.facebook,
    youtube: user.youtube,
    instagram: user.instagram,
    twitter: user.twitter,
    website: user.website,
    online_presence: user.online_presence ?? [],
    headline: user.headline,
    about_company: user.about_company,
    contact_name: user.contact_name,
    contact_email: user.contact_email,
    contact_phone: user.contact_phone,
    contact_job_function: user.contact_job_function,
    contact_another_information: user.contact_another_information ?? [],
    company_another_email: user.company_another_email,
    company_another_phone: user.company_another_phone,
    company_another_address: user.company_another_address,
    company_email_share_status: user.company_email_share_status,
    company_phone_share_status: user.company_phone_share_status,
    company_address_share_status: user.company_address_share_status,
    bio: user.bio,
    photo: fileRef(user.photo_file_id, rows.files, storage),
    cv: fileRef(user.cv_file_id, rows.files, storage),
    certificado: fileRef(user.certificate_file_id, rows.files, storage)?.url ?? null,
    payment_account_iban: isAdvisor ? user.payment_account_iban : null,
    payment_account_swift: isAdvisor ? user.payment_account_swift : null,
    accept_rgpd: user.accept_rgpd,
  };
}
