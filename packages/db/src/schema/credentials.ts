import { and, eq, type SQL, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { files } from './files';
import { advisorProfiles } from './profiles';

/**
 * A member's awards and certificates (content-community §3 Award/certificate item): one concept
 * with two kinds, edited on one screen. The owner publishes or hides an item (`user_status`);
 * the operators approve or decline it (`admin_status`); others see it only when both say yes.
 */
export const credentials = pgTable(
  'credentials',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'award' | 'certificate' */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Plain text, as typed. */
    description: text('description').notNull(),
    /** The document (an image or a PDF); a deleted upload leaves the item without one. */
    file_id: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** 'publish' | 'unpublish': the owner's Publish switch. */
    user_status: text('user_status').notNull().default('unpublish'),
    /** 'underreview' | 'approved' | 'declined': the operators' decision; an edit asks for it again. */
    admin_status: text('admin_status').notNull().default('underreview'),
    /** Why the operators declined it, as the owner was told. */
    deny_reason: text('deny_reason'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credentials_kind_check', sql`${t.kind} in ('award', 'certificate')`),
    check('credentials_user_status_check', sql`${t.user_status} in ('publish', 'unpublish')`),
    check(
      'credentials_admin_status_check',
      sql`${t.admin_status} in ('underreview', 'approved', 'declined')`,
    ),
    // A member's items of a kind, newest first: the owner's editor and what visitors see.
    index('credentials_user_idx').on(
      t.user_id,
      t.kind,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A private file's download asks whether a visible credential holds it; the sweep and a
    // file's deletion find its credential the same way.
    index('credentials_file_idx').on(t.file_id).where(sql`${t.file_id} is not null`),
    // The operators' queue (under review) and the declined items, oldest first. Approved items are
    // most of the table and rarely browsed, so they stay out of it.
    index('credentials_review_idx')
      .on(t.admin_status, t.created_at, t.id)
      .where(sql`${t.admin_status} <> 'approved'`),
  ],
);

/**
 * What makes a credential visible to other members (DESIGN §3b): its owner published it, the
 * operators approved it, the owner's account is active, and the owner is not an advisor keeping
 * their identity hidden (a certificate names its holder). Defined beside the columns, so the lists
 * and the file download that read it cannot disagree.
 */
export const isPublicCredential = (): SQL =>
  and(
    eq(credentials.user_status, 'publish'),
    eq(credentials.admin_status, 'approved'),
    sql`exists (select 1 from ${users} where ${users.id} = ${credentials.user_id} and ${users.status} = 0)`,
    sql`not exists (select 1 from ${advisorProfiles} where ${advisorProfiles.user_id} = ${credentials.user_id} and ${advisorProfiles.hide_identity})`,
  ) as SQL;

/**
 * An advisor's education (content-community §3 Education): one row a degree or course, shown on
 * the advisor's public profile. `type_of_degree` and `field_of_study` hold keys of the
 * degree-types and fields-of-study option lists.
 */
export const educations = pgTable(
  'educations',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    academy: text('academy').notNull(),
    degree: text('degree').notNull(),
    type_of_degree: text('type_of_degree'),
    field_of_study: text('field_of_study'),
    description: text('description'),
    init_date: date('init_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    /** A public image (the school's logo, the diploma); a deleted upload leaves the item without one. */
    image_file_id: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('educations_dates_check', sql`${t.end_date} >= ${t.init_date}`),
    index('educations_user_idx').on(t.user_id),
    // A file's deletion sets its educations' image to null, and finds them by it.
    index('educations_image_idx').on(t.image_file_id).where(sql`${t.image_file_id} is not null`),
  ],
);

/**
 * An advisor's work experience, the spec's "expertise" (content-community §3 Expertise): one row a
 * job. A current job has no end date (§4).
 */
export const expertises = pgTable(
  'expertises',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_name: text('company_name').notNull(),
    position: text('position').notNull(),
    highlights: text('highlights'),
    current_job: boolean('current_job').notNull().default(false),
    init_date: date('init_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('expertises_dates_check', sql`${t.end_date} >= ${t.init_date}`),
    check('expertises_current_job_check', sql`not ${t.current_job} or ${t.end_date} is null`),
    index('expertises_user_idx').on(t.user_id),
  ],
);
