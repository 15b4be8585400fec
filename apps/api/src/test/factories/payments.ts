import { ROLES } from '@acorn/contracts';
import { type Db, subscriptions } from '@acorn/db';
import { createUser } from './accounts';

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

/** A participant at the wizard's package step (step 3) with company and billing details, signed in. */
export async function createBuyer(options: {
  db: Db;
  countryId?: number | null;
  ref?: string;
  step?: number;
  role?: number;
}): Promise<Buyer> {
  vatCounter += 1;
  const vatnumber = `PTTEST${process.pid}${vatCounter}${Date.now().toString(36)}`;
  const user = await createUser({
    db: options.db,
    step: options.step ?? 3,
    cb_roles_id: options.role ?? ROLES.participant,
    ref: options.ref,
    profile: {
      country_id: options.countryId === undefined ? COUNTRY.portugal : options.countryId,
      company_name: `Buyer Co ${vatCounter}`,
      company_legal_name: `Buyer Company ${vatCounter}, Lda.`,
      vatnumber,
      address1: 'Rua Augusta 1',
      postal_code: '1100-048',
      city: 'Lisboa',
    },
  });
  return { userId: user.id, token: user.token, email: user.email, vatnumber };
}

type SubscriptionValues = Partial<Omit<(typeof subscriptions)['$inferInsert'], 'user_id'>>;

/**
 * A subscription (Gold, monthly, by card, pending, priced with Portugal's VAT unless told
 * otherwise) of a buyer, created unless given.
 */
export async function createSubscription(options: { db: Db; buyer?: Buyer } & SubscriptionValues) {
  const { db, buyer: _buyer, ...values } = options;
  const buyer = options.buyer ?? (await createBuyer({ db }));
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      user_id: buyer.userId,
      package_id: PACKAGE.gold,
      period: 'monthly',
      payment_option: 'Credit',
      status: 'pending',
      net_amount: 499,
      vat_rate: 23,
      ...values,
    })
    .returning();
  if (!subscription) throw new Error('no subscription inserted');
  return { ...subscription, buyer };
}
