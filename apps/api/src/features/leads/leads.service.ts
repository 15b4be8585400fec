import {
  type Feature,
  type Language,
  LEAD_KINDS,
  type LeadsQuery,
  type LeadsResponse,
  type NeedAlertInput,
  type NeedAlertResponse,
  type NeedsQuery,
  type NeedsResponse,
  NONDISCLOSURE_NAME,
  PAGINATION,
} from '@acorn/contracts';
import type { Db, DbExecutor } from '@acorn/db';
import type { Config } from '../../config';
import type { Mailer } from '../../integrations/mail/mail-queue';
import { renderMail } from '../../integrations/mail/mail-templates';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/errors';
import { listMeta, type PageSlice, pageWindow, readListPage } from '../../lib/pagination';
import { requireFeature } from '../../lib/tiers';
import { textQueryOf } from '../content';
import { referenceNamesFor } from '../reference';
import { type NeedNames, needReasons, presentLead, presentNeed } from './leads.presenter';
import {
  claimDueAlert,
  deleteNeedAlert,
  markAlertSent,
  type NeedRow,
  selectLeads,
  selectNeedAlert,
  selectNeeds,
  selectServiceNames,
  upsertNeedAlert,
} from './leads.queries';

/** The tier feature every Needs & Leads call needs (DESIGN §4: Gold and above by default). */
export const FEATURE: Feature = 'NEEDS_AND_LEADS_FEATURE';

/** The most needs one alert mail lists. */
const NEED_ALERT_MAX = 10;

/** Where a member reads their needs, the alert's button. */
const NEEDS_PAGE = '/needs-and-leads-seller-area?tab=needs';

/**
 * GET /api/leads: a page of what others did about the caller's items (Wants, conversations
 * started about them, giveaway applications), newest first, of one kind or all: one statement.
 */
export async function listLeads(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  query: LeadsQuery;
}): Promise<LeadsResponse> {
  const { db, storage, userId, query } = options;
  await requireFeature({ db, userId, feature: FEATURE });
  const kinds = query.kind ? [query.kind] : LEAD_KINDS;
  return readListPage(
    pageWindow(query, PAGINATION.defaultPerPage),
    (slice) => selectLeads({ db, userId, kinds, slice }),
    (row) => presentLead(row, storage),
  );
}

/** The names a page of needs is presented with: the reference lists' and its matched services'. */
async function needNames(options: { db: Db; rows: NeedRow[] }): Promise<NeedNames> {
  const { db, rows } = options;
  const serviceIds = [...new Set(rows.flatMap((row) => row.service_ids))];
  const references = await referenceNamesFor({
    db,
    sectorIds: rows.flatMap((row) => [...row.sector_ids, ...(row.target_sector_ids ?? [])]),
    countryIds: rows.flatMap((row) => [...row.country_ids, ...(row.target_country_ids ?? [])]),
  });
  const serviceRows = serviceIds.length ? await selectServiceNames({ db, ids: serviceIds }) : [];
  return { ...references, services: new Map(serviceRows.map(({ id, ...name }) => [id, name])) };
}

/**
 * GET /api/needs: published opportunities of others that match the caller, best match first
 * (the weighted count of shared services, sectors and countries), then newest; each with why.
 */
export async function listNeeds(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  language: Language;
  query: NeedsQuery;
}): Promise<NeedsResponse> {
  const { db, storage, userId, language, query } = options;
  await requireFeature({ db, userId, feature: FEATURE });
  const words = query.search ? await textQueryOf({ db, text: query.search }) : null;
  const window = pageWindow(query, PAGINATION.defaultPerPage);
  const read = (slice: PageSlice) => selectNeeds({ db, userId, slice, words });
  const rows = await read(window);
  const total =
    rows[0]?.total ?? (window.offset > 0 ? ((await read({ limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  const names = await needNames({ db, rows });
  return {
    data: rows.map((row) => presentNeed(row, { names, language, storage })),
    meta: listMeta(window, total),
  };
}

/** GET /api/need-alerts: the caller's saved alert (frequency null when none). */
export async function getNeedAlert(options: { db: Db; userId: number }): Promise<NeedAlertResponse> {
  await requireFeature({ ...options, feature: FEATURE });
  const alert = await selectNeedAlert(options);
  return { data: { frequency: (alert?.frequency as NeedAlertInput['frequency']) ?? null } };
}

/**
 * PUT /api/need-alerts: saves the caller's alert, or deletes it (null). A new alert sends the
 * needs published from now on; changing the frequency keeps what was already sent.
 */
export async function saveNeedAlert(options: {
  db: Db;
  userId: number;
  input: NeedAlertInput;
}): Promise<NeedAlertResponse> {
  const { db, userId, input } = options;
  await requireFeature({ db, userId, feature: FEATURE });
  if (input.frequency === null) await deleteNeedAlert({ db, userId });
  else await upsertNeedAlert({ db, userId, frequency: input.frequency });
  return { data: { frequency: input.frequency } };
}

/**
 * Sends every alert due at `now` (daily: last sent a day ago or more; weekly: a week): the
 * matching opportunities published since the last one, the best ten, in one mail in the member's
 * language; none when nothing new matched. Each alert is claimed with FOR UPDATE SKIP LOCKED and
 * marked sent, its mail queued, in one transaction, so workers running at once send it once.
 * A member whose tier lost the feature gets nothing (the alert waits for the tier to return).
 * Answers how many mails were queued.
 */
export async function sendNeedAlerts(options: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'brandName' | 'publicUrl'>;
  now?: Date;
}): Promise<{ sent: number }> {
  const { db, mailer, config } = options;
  const now = options.now ?? new Date();
  let sent = 0;
  const seen = new Set<number>();
  // Every sector and country, read before any transaction: the embedded database has one
  // connection, which the transaction holds.
  const references = await referenceNamesFor({ db, sectorIds: [], countryIds: [] });
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const alert = await claimDueAlert({ tx, now, skip: [...seen] });
      if (!alert) return 'done' as const;
      seen.add(alert.user_id);
      if (!(await hasFeature(tx, alert.user_id))) return 'skipped' as const;
      const rows = await selectNeeds({
        db: tx,
        userId: alert.user_id,
        slice: { limit: NEED_ALERT_MAX, offset: 0 },
        since: alert.last_sent_at,
      });
      await markAlertSent({ tx, userId: alert.user_id, now });
      if (rows.length === 0) return 'skipped' as const;
      const language = alert.language as Language;
      const serviceIds = [...new Set(rows.flatMap((row) => row.service_ids))];
      const serviceRows = serviceIds.length ? await selectServiceNames({ db: tx, ids: serviceIds }) : [];
      const names = { ...references, services: new Map(serviceRows.map(({ id, ...name }) => [id, name])) };
      const mail = renderMail('need-alert', {
        language,
        brandName: config.brandName,
        data: {
          frequency: alert.frequency as 'daily' | 'weekly',
          needs: rows.map((row) => ({
            title: row.title,
            company: row.party_hidden ? NONDISCLOSURE_NAME : row.party_name,
            reasons: needReasons(row, names, language),
          })),
          link: `${config.publicUrl}${NEEDS_PAGE}`,
        },
      });
      await mailer.enqueue(tx, { to: alert.email, ...mail });
      return 'sent' as const;
    });
    if (outcome === 'done') break;
    if (outcome === 'sent') sent += 1;
  }
  if (sent > 0) mailer.deliverSoon();
  return { sent };
}

/** Whether a member's tier has Needs & Leads. */
async function hasFeature(db: DbExecutor, userId: number): Promise<boolean> {
  try {
    await requireFeature({ db, userId, feature: FEATURE });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'feature_not_in_plan') return false;
    throw error;
  }
}
