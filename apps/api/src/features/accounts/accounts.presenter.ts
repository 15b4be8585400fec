import type { UserDetail } from '@acorn/contracts';
import type { packages, sectors, users } from '@acorn/db';

/** The signed-in user's own detail: never the password hash, provider subject or throttling state. */
export function presentUserDetail(
  user: (typeof users)['$inferSelect'],
  pkg: (typeof packages)['$inferSelect'] | null,
  sector: (typeof sectors)['$inferSelect'] | null,
): UserDetail {
  return {
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
    company_sector: sector ? { id: sector.id, name: sector.name } : null,
    bio: user.bio,
  };
}
