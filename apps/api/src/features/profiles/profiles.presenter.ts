import {
  type FinancialRisk,
  type Language,
  NONDISCLOSURE_NAME,
  type OwnProfile,
  type PublicAdvisorProfile,
  type PublicCompanyProfile,
  ROLES,
} from '@acorn/contracts';
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
import type { LocalizedRef } from '../content';
import { presentFile, publicImageUrl } from '../files';

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
    brochure: fileRef(company?.brochure_file_id, rows.files, storage),
    financial_report: fileRef(company?.financial_report_file_id, rows.files, storage),
    certificado: fileRef(company?.certificate_file_id, rows.files, storage)?.url ?? null,
    payment_account_iban: isAdvisor ? (rows.bank?.payment_account_iban ?? null) : null,
    payment_account_swift: isAdvisor ? (rows.bank?.payment_account_swift ?? null) : null,
    hide_identity: advisor?.hide_identity ?? false,
    accept_rgpd: user.accept_rgpd,
  };
}

export interface CompanyProfileRow {
  id: number;
  created_at: Date;
  company: (typeof companyProfiles)['$inferSelect'];
  subscription: { id: number; name: string } | null;
  sector: (typeof sectors)['$inferSelect'] | null;
  country: (typeof countries)['$inferSelect'] | null;
  logo: FileRow | null;
  brochure: FileRow | null;
  financialReport: FileRow | null;
  services: LocalizedRef[];
  countriesOfOperation: LocalizedRef[];
  expertiseSectors: LocalizedRef[];
}

/** A company's financial risk as recorded, or null when nothing is (spec §2: shown only when scores exist). */
export function financialRiskOf(
  company: Pick<
    (typeof companyProfiles)['$inferSelect'],
    'delinquency_rating' | 'failure_rating' | 'tax_debts' | 'social_security_debts'
  >,
): FinancialRisk | null {
  const risk = {
    delinquency_rating: company.delinquency_rating,
    failure_rating: company.failure_rating,
    tax_debts: company.tax_debts as FinancialRisk['tax_debts'],
    social_security_debts: company.social_security_debts as FinancialRisk['social_security_debts'],
  };
  return Object.values(risk).every((value) => value === null) ? null : risk;
}

/** A company's document as members open it (its checked download; the file policy lets them). */
const documentOf = (file: FileRow | null, storage: FileStorage) =>
  file
    ? { name: file.original_name, url: presentFile(file, storage).url, content_type: file.content_type }
    : null;

/** Text a member may read, or nothing: stored blanks read as absent. */
const shown = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** A company as other members see it: the allowlist of `publicCompanyProfileSchema`. */
export function presentCompanyProfile(
  row: CompanyProfileRow,
  options: { language: Language; storage: FileStorage; viewerId: number },
): PublicCompanyProfile {
  const { company } = row;
  const { language, storage } = options;
  const named = (ref: LocalizedRef) => ({ id: ref.id, name: localized(ref, 'name', language) });
  const country = row.country ? named(row.country) : null;
  const address = [
    company.address1,
    company.address2,
    [company.postal_code, company.city].filter((part) => shown(part)).join(' '),
    // A state named like its city ('Porto, Porto') is said once.
    company.state?.trim() === company.city?.trim() ? null : company.state,
    country?.name,
  ]
    .map(shown)
    .filter(Boolean)
    .join(', ');
  return {
    id: row.id,
    name: shown(company.company_name) ?? '',
    headline: shown(company.headline),
    about: shown(company.about_company),
    // The header shows it 96 px across: the medium copy is sharp on a dense screen.
    logo: publicImageUrl(row.logo, storage, 'medium'),
    subscription: row.subscription,
    is_seller: company.is_seller,
    website: shown(company.website),
    social: {
      linkedin: shown(company.linkedin),
      facebook: shown(company.facebook),
      twitter: shown(company.twitter),
      instagram: shown(company.instagram),
      youtube: shown(company.youtube),
    },
    online_presence: company.online_presence ?? [],
    sector: row.sector ? named(row.sector) : null,
    country,
    city: shown(company.city),
    company_size: shown(company.no_of_emplyees),
    revenue: shown(company.last_year_turnover),
    services: row.services.map(named),
    countries_of_operation: row.countriesOfOperation.map(named),
    expertise_sectors: row.expertiseSectors.map(named),
    contact: {
      name: shown(company.contact_name),
      job_function: shown(company.contact_job_function),
      email: company.company_email_share_status ? shown(company.company_email) : null,
      phone: company.company_phone_share_status ? shown(company.company_phone) : null,
      address: company.company_address_share_status && address ? address : null,
    },
    legal_name: shown(company.company_legal_name),
    brochure: documentOf(row.brochure, storage),
    financial_report: documentOf(row.financialReport, storage),
    financial_risk: financialRiskOf(company),
    member_since: row.created_at.toISOString(),
    is_own: row.id === options.viewerId,
  };
}

export interface AdvisorProfileRow {
  id: number;
  name: string | null;
  created_at: Date;
  advisor: (typeof advisorProfiles)['$inferSelect'];
  sector: (typeof sectors)['$inferSelect'] | null;
  country: (typeof countries)['$inferSelect'] | null;
  photo: FileRow | null;
  cv: FileRow | null;
  services: LocalizedRef[];
  worksWithViewer: boolean;
}

/**
 * An advisor as members see them: the allowlist of `publicAdvisorProfileSchema`. An advisor who
 * hides their identity reads 'Nondisclosure' to others, with what they do but nothing that names
 * or reaches them: no photo, company, city, links or CV (content-community §2).
 */
export function presentAdvisorProfile(
  row: AdvisorProfileRow,
  options: { language: Language; storage: FileStorage; viewerId: number },
): PublicAdvisorProfile {
  const { advisor } = row;
  const { language, storage } = options;
  const named = (ref: LocalizedRef) => ({ id: ref.id, name: localized(ref, 'name', language) });
  const isOwn = row.id === options.viewerId;
  const shownToViewer = isOwn || !advisor.hide_identity;
  const identifying = <T>(value: T) => (shownToViewer ? value : null);
  return {
    id: row.id,
    name: shownToViewer ? (shown(row.name) ?? '') : NONDISCLOSURE_NAME,
    job_function: shown(advisor.job_function),
    company_name: identifying(shown(advisor.company_name)),
    bio: shown(advisor.bio),
    photo: identifying(publicImageUrl(row.photo, storage, 'medium')),
    website: identifying(shown(advisor.website)),
    social: {
      linkedin: identifying(shown(advisor.linkedin)),
      facebook: identifying(shown(advisor.facebook)),
      twitter: identifying(shown(advisor.twitter)),
      instagram: identifying(shown(advisor.instagram)),
      youtube: identifying(shown(advisor.youtube)),
    },
    sector: row.sector ? named(row.sector) : null,
    services: row.services.map(named),
    country: row.country ? named(row.country) : null,
    city: identifying(shown(advisor.city)),
    // The CV is private: offered to whom the file policy lets download it.
    cv:
      row.cv && (isOwn || (row.worksWithViewer && shownToViewer))
        ? { name: row.cv.original_name, url: presentFile(row.cv, storage).url }
        : null,
    member_since: row.created_at.toISOString(),
    is_own: isOwn,
    hidden: advisor.hide_identity,
  };
}
