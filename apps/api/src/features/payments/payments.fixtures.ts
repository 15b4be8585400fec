/** Test helpers for the payment feature: participants ready to buy, and calls to the payment API. */
import { companyProfiles, subscriptions, users } from '@acorn/db';
import { eq, sql } from 'drizzle-orm';
import { saveUserRow } from '../../lib/user-rows';
import { bearer, registerParticipant } from '../../test/accounts';
import type { TestApp } from '../../test/test-app';

/** The seeded packages (DESIGN.md §4): Platinum annual (12000) is the one price at the bank threshold. */
export const PACKAGE = { crystal: 1, silver: 2, gold: 3, platinum: 4 } as const;
export const COUNTRY = { portugal: 152, spain: 179, france: 71 } as const;

export interface Buyer {
  userId: number;
  token: string;
  email: string;
  vatnumber: string;
}

let vatCounter = 0;

/** A participant at the wizard's package step (step 3) with company and billing details. */
export async function createBuyer(
  t: TestApp,
  options: { countryId?: number | null; ref?: string; step?: number; role?: number } = {},
): Promise<Buyer> {
  const { email, token } = await registerParticipant(t.app, options.ref ? { ref: options.ref } : {});
  vatCounter += 1;
  const [row] = await t.database.db
    .update(users)
    .set({ step: options.step ?? 3, cb_roles_id: options.role ?? 1 })
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .returning({ id: users.id });
  if (!row) throw new Error('buyer not found');
  const vatnumber = `PTTEST${process.pid}${vatCounter}${Date.now().toString(36)}`;
  await saveUserRow(t.database.db, companyProfiles, row.id, {
    country_id: options.countryId === undefined ? COUNTRY.portugal : options.countryId,
    company_name: `Buyer Co ${vatCounter}`,
    company_legal_name: `Buyer Company ${vatCounter}, Lda.`,
    vatnumber,
    address1: 'Rua Augusta 1',
    postal_code: '1100-048',
    city: 'Lisboa',
  });
  return { userId: row.id, token, email, vatnumber };
}

export function postCheckout(
  t: TestApp,
  path: '/api/stripePost' | '/api/bankPost',
  buyer: Buyer,
  payload: Record<string, unknown>,
) {
  return t.app.inject({ method: 'POST', url: path, headers: bearer(buyer.token), payload });
}

export const getAs = (t: TestApp, buyer: Buyer, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(buyer.token) });

export async function userRow(t: TestApp, userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}

export async function subscriptionRows(t: TestApp, userId: number) {
  return t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.user_id, userId))
    .orderBy(subscriptions.id);
}

/** An operator account (role 3), made directly: operators are not registered through the API. */
export async function createOperator(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: `operator.${Date.now().toString(36)}.${++vatCounter}@example.test`,
      cb_roles_id: 3,
      step: 4,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('operator insert failed');
  return row.id;
}
