import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Names kept in the three interface languages; the API answers the one asked for. */
const localizedName = {
  name: text('name').notNull(),
  name_pt: text('name_pt').notNull(),
  name_es: text('name_es').notNull(),
};

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
  status: smallint('status').notNull().default(1),
  is_eu: boolean('is_eu').notNull().default(false),
  /** E.164 country calling code without '+': phone fields suggest it for the country chosen. */
  calling_code: text('calling_code').notNull().default(''),
});

export const sectors = pgTable('sectors', {
  id: serial('id').primaryKey(),
  ...localizedName,
});

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  ...localizedName,
  stage: text('stage').notNull(),
  stage_pt: text('stage_pt').notNull(),
  stage_es: text('stage_es').notNull(),
  position: smallint('position').notNull(),
});

export const pomCategories = pgTable('pom_categories', {
  id: serial('id').primaryKey(),
  ...localizedName,
});

export const proposalFactors = pgTable('proposal_factors', {
  id: serial('id').primaryKey(),
  ...localizedName,
  stage: text('stage').notNull(),
  stage_pt: text('stage_pt').notNull(),
  stage_es: text('stage_es').notNull(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...localizedName,
});

export const packages = pgTable('packages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  name_prt: text('name_prt').notNull(),
  name_spn: text('name_spn').notNull(),
  services: text('services').notNull(),
  services_prt: text('services_prt').notNull(),
  services_spn: text('services_spn').notNull(),
  full_description: text('full_description').notNull(),
  full_description_prt: text('full_description_prt').notNull(),
  full_description_spn: text('full_description_spn').notNull(),
  monthly_cost: numeric('monthly_cost', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  yearly_cost: numeric('yearly_cost', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  available_features: text('available_features').array().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const optionItems = pgTable(
  'option_items',
  {
    id: serial('id').primaryKey(),
    list_key: text('list_key').notNull(),
    key: text('key').notNull(),
    group_key: text('group_key'),
    ...localizedName,
    position: smallint('position').notNull(),
  },
  (t) => [
    uniqueIndex('option_items_list_key_key_idx').on(t.list_key, t.key),
    index('option_items_list_position_idx').on(t.list_key, t.position),
  ],
);
