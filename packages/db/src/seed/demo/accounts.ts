import type { PaymentOption, SubscriptionType, TierId } from '@acorn/contracts';
import type { advisorProfiles, companyProfiles, users } from '../../schema/index';

export const DEMO_DOMAIN = 'demo.acorn.example';
export const ADVISOR_EMAIL = `advisor@${DEMO_DOMAIN}`;
export const OPERATOR_EMAIL = `operator@${DEMO_DOMAIN}`;

interface DemoAccountSeed {
  /** Who the account is, for the sign-in list printed at start-up. */
  label: string;
  row: Pick<typeof users.$inferInsert, 'email' | 'language' | 'name'>;
  /** How long before the first seed the account registered: its history fits after that. */
  registeredDaysAgo: number;
}

/** A participant's purchase: its tier, how it is paid, and since when. */
export interface DemoPlan {
  tier: TierId;
  period: SubscriptionType;
  option: PaymentOption;
  /** Days before the first seed the first period started (pending: the order was placed). */
  startedDaysAgo: number;
  /** A bank transfer the operators have not confirmed yet: no tier, period or invoice so far. */
  pending?: boolean;
}

export interface DemoParticipant extends DemoAccountSeed {
  role: 'participant';
  company: Omit<typeof companyProfiles.$inferInsert, 'user_id'>;
  /** ISO codes of the countries the company operates in. */
  countries: string[];
  /** A seller's services and expertise sectors, by English name. */
  services?: string[];
  expertises?: string[];
  plan: DemoPlan;
}

export interface DemoAdvisor extends DemoAccountSeed {
  role: 'advisor';
  profile: Omit<typeof advisorProfiles.$inferInsert, 'user_id'>;
  services: string[];
  bank: { iban: string; bic: string };
}

export interface DemoOperator extends DemoAccountSeed {
  role: 'operator';
}

export type DemoUser = DemoParticipant | DemoAdvisor | DemoOperator;
