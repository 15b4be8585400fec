import { type Language, ROLES, type UserDetail } from '@acorn/contracts';
import type { countries, files, packages, sectors, services, users } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { localized } from '../../lib/language';
import { presentFile } from '../files/files.presenter';
import { presentCountry } from '../reference/reference.presenter';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** What the wizard prefill needs beside the user row (GET /api/me reads it in three queries). */
export interface UserDetailExtras {
  country: Row<typeof countries> | null;
  photo: Row<typeof files> | null;
  cv: Row<typeof files> | null;
  certificate: Row<typeof files> | null;
  services: Row<typeof services>[];
  expertises: Row<typeof sectors>[];
  operatingCountries: Row<typeof countries>[];
  language: Language;
  storage?: Pick<FileStorage, 'publicUrl'>;
}

/** The signed-in user's own detail: never the password hash, provider subject or throttling state. */
export function presentUserDetail(
  user: Row<typeof users>,
  pkg: Row<typeof packages> | null,
  sector: Row<typeof sectors> | null,
  extras: UserDetailExtras,
): UserDetail {
  const { language, storage } = extras;
  const detail: UserDetail = {
    id: user.id,
    email: user.email,
    cb_roles_id: user.cb_roles_id,
    step: user.step,
    status: user.status,
    payment_status: user.payment_status,
    is_seller: user.is_seller,
    accept_rgpd: user.accept_rgpd,
    isReadOnlyUser: user.is_read_only,
    subscription: pkg ? { id: pkg.id, name: pkg.name, available_features: pkg.available_features } : null,
    _provider: user.provider ?? '',
    language: user.language,
    name: user.name,
    job_function: user.job_function,
    phone_number: user.phone_number,
    company_name: user.company_name,
    company_sector: sector ? { id: sector.id, name: localized(sector, 'name', language) } : null,
    bio: user.bio,
    expertises: extras.expertises.map((expertise) => ({
      id: expertise.id,
      name: localized(expertise, 'name', language),
    })),
    pomservicesseller: user.pomservicesseller,
    personal_online_presence: JSON.stringify(user.personal_online_presence ?? []),
    certificado: extras.certificate ? presentFile(extras.certificate, storage).url : null,
  };
  const advisor = user.cb_roles_id === ROLES.advisor;
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
    company_legal_name: user.company_legal_name,
    vatnumber: user.vatnumber,
    address1: user.address1,
    address2: user.address2,
    postal_code: user.postal_code,
    state: user.state,
    city: user.city,
    country: extras.country ? presentCountry(extras.country, language) : null,
    linkedin: user.linkedin,
    facebook: user.facebook,
    twitter: user.twitter,
    instagram: user.instagram,
    youtube: user.youtube,
    website: user.website,
    ...(advisor
      ? {
          payment_account_iban: user.payment_account_iban,
          payment_account_swift: user.payment_account_swift,
        }
      : {}),
    photo: extras.photo ? presentFile(extras.photo, storage) : null,
    cv: extras.cv ? presentFile(extras.cv, storage) : null,
  };
}
