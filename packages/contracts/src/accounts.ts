import { z } from 'zod';

/** The signed-in user's detail (accounts spec §3), answered by GET /api/me. */
export const userDetailSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  cb_roles_id: z.number().int(),
  step: z.number().int(),
  status: z.number().int(),
  payment_status: z.string().nullable(),
  is_seller: z.boolean(),
  accept_rgpd: z.boolean(),
  isReadOnlyUser: z.boolean(),
  subscription: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  _provider: z.string(),
  name: z.string().nullable(),
  job_function: z.string().nullable(),
  phone_number: z.string().nullable(),
  company_name: z.string().nullable(),
  company_sector: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  bio: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;
