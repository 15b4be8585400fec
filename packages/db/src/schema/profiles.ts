import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { countries, sectors, services } from './reference';

/** Growth services a seller offers, or an advisor has experience in. */
export const userServices = pgTable(
  'user_services',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.service_id] }),
    index('user_services_service_idx').on(t.service_id),
  ],
);

/** Countries a company operates in. */
export const userOperatingCountries = pgTable(
  'user_operating_countries',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.country_id] }),
    index('user_operating_countries_country_idx').on(t.country_id),
  ],
);

/** Sectors a seller is expert in (the form suggests up to three). */
export const userExpertiseSectors = pgTable(
  'user_expertise_sectors',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.sector_id] })],
);
