// The seller area's lists and the conversations as the API sends them (GET /api/leads, GET
// /api/needs, GET /api/conversations): leads.queries (selectLeads, selectNeeds, selectServiceNames)
// and conversations.queries (selectConversations, selectUnreadTotals), built by the API's own code
// (api-sql.mjs). Each request starts with the session (content-sql.mjs sessionStatements); the seller
// area's then reads the caller's tier features (market-sql.mjs featuresStatement). The API builds these
// statements on every request and sends them unnamed. Where the twin finds each column of a row
// is kept here: the API's select decides it, and the twin's JSON check fails if it moves.
import { apiModule, apiStatement } from './api-sql.mjs';

const leads = await apiModule('features/leads/leads.queries.ts');
const conversations = await apiModule('features/conversations/conversations.queries.ts');

/** selectLeads: a page of `userId`'s leads of `kinds`, newest first, with the total and the party. */
export const leadsStatement = ({ userId, kinds, limit, offset }) =>
  apiStatement(`leads:${userId}:${kinds}:${limit}:${offset}`, (db) =>
    leads.selectLeads({ db, userId, kinds, slice: { limit, offset } }),
  );

/** The party's columns in a lead's row, after its own nine. */
export const LEAD_PARTY = 9;

/**
 * selectNeeds: others' published opportunities sharing a service, sector or country with
 * `userId`, best score first; `words` a search's text query.
 */
export const needsStatement = ({ userId, words, limit, offset }) =>
  apiStatement(`needs:${userId}:${words}:${limit}:${offset}`, (db) =>
    leads.selectNeeds({ db, userId, words: words ?? null, slice: { limit, offset } }),
  );

/** Where each part of a need's row is. */
export const NEED_ROW = {
  score: 5,
  serviceIds: 6,
  sectorIds: 7,
  countryIds: 8,
  targetSectorIds: 9,
  targetCountryIds: 10,
  total: 11,
  party: 12,
};

/** selectServiceNames: the localized names of the matched services. */
export const serviceNamesStatement = (ids) =>
  apiStatement(`services:${ids}`, (db) => leads.selectServiceNames({ db, ids }));

/** selectConversations: a page of the caller's side of conversations in a folder. */
export const conversationsStatement = ({ userId, folder, limit, offset }) =>
  apiStatement(`conversations:${userId}:${folder}:${limit}:${offset}`, (db) =>
    conversations.selectConversations({
      db,
      userId,
      where: folder === 'requests' ? conversations.inRequests : conversations.inInbox,
      slice: { limit, offset },
    }),
  );

/** Where each part of a conversation's row is. */
export const CONVERSATION_ROW = {
  lastRead: 9,
  lastMessageAt: 10,
  otherId: 11,
  otherRole: 12,
  otherName: 13,
  otherHidden: 14,
  logo: 15,
  itemExists: 24,
  blocked: 25,
  unread: 26,
  lastMessage: 27,
  total: 28,
};

/** selectUnreadTotals: the unread messages across the inbox, and the requests waiting. */
export const unreadTotalsStatement = (userId) =>
  apiStatement(`unread:${userId}`, (db) => conversations.selectUnreadTotals({ db, userId }));
