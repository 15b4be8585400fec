import {
  advisorListingLanguages,
  advisorListings,
  advisorParticipants,
  advisorPaymentRequests,
  advisorProfiles,
  affiliateSignups,
  campaigns,
  companyProfiles,
  contentCategories,
  contentCountries,
  contentFiles,
  contentItems,
  contentSectors,
  contentServices,
  conversationMembers,
  conversations,
  credentials,
  type DbExecutor,
  educations,
  expertises,
  feedbackRequests,
  files,
  interests,
  invitationCodes,
  invoices,
  loginThrottles,
  mailQueue,
  marketItemProposalFactors,
  marketItems,
  memberBlocks,
  messageFiles,
  messages,
  mfaChallenges,
  needAlerts,
  notificationDigests,
  notificationPreferences,
  notifications,
  passwordResets,
  personalDataExports,
  planChanges,
  posts,
  protocols,
  referrals,
  reports,
  reviews,
  samplingApplications,
  samplings,
  sessions,
  subscriptions,
  userExpertiseSectors,
  userOperatingCountries,
  userSecrets,
  userServices,
  users,
} from '@acorn/db';
import { and, eq, getTableColumns, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Columns no export shows: secrets (password, token and code digests, second factors), search
 * documents and where a file lies in the storage (its bytes are in the archive instead).
 */
const NEVER_EXPORTED = new Set([
  'password_hash',
  'token_hash',
  'code_hash',
  'totp_secret',
  'totp_last_counter',
  'pending_secret',
  'search',
  'search_title',
  'search_body',
  'search_owner',
  'storage_key',
  'variants',
  'pdf_storage_key',
  'checkout_session_id',
]);

const exportedColumns = (table: PgTable) =>
  Object.fromEntries(Object.entries(getTableColumns(table)).filter(([name]) => !NEVER_EXPORTED.has(name)));

/** Every row of `table` that `where` picks, without the columns no export shows. */
const rowsOf = (db: DbExecutor, table: PgTable, where: SQL | undefined) =>
  db.select(exportedColumns(table)).from(table).where(where) as Promise<Record<string, unknown>[]>;

/**
 * Everything the account holds, one statement per table (decision 055): its own rows, the
 * content it owns with every type's table and links, the conversations it takes part in, the
 * feedback it received and gave. Run in one transaction, so the document is one moment's state.
 */
export async function selectPersonalData(db: DbExecutor, userId: number) {
  const ownContent = sql`(select ${contentItems.id} from ${contentItems} where ${contentItems.owner_id} = ${userId})`;
  const ownConversations = sql`(select ${conversationMembers.conversation_id} from ${conversationMembers} where ${conversationMembers.user_id} = ${userId})`;
  const ofContent = (column: PgColumn) => sql`${column} in ${ownContent}`;
  const [
    account,
    company,
    advisorProfile,
    bankAccount,
    services,
    operatingCountries,
    expertiseSectors,
    items,
    marketRows,
    marketFactors,
    campaignRows,
    postRows,
    protocolRows,
    samplingRows,
    advisorListingRows,
    advisorListingLanguageRows,
    itemSectors,
    itemCountries,
    itemServices,
    itemCategories,
    itemFiles,
    credentialRows,
    educationRows,
    expertiseRows,
    reviewRows,
    referralRows,
    feedbackRequestRows,
    conversationRows,
    messageRows,
    messageFileRows,
    notificationRows,
    preferenceRows,
    needAlertRows,
    interestRows,
    applicationRows,
    blockRows,
    reportRows,
    subscriptionRows,
    invoiceRows,
    planChangeRows,
    affiliateRows,
    advisorLinks,
    paymentRequestRows,
    sessionRows,
    fileRows,
  ] = [
    await rowsOf(db, users, eq(users.id, userId)),
    await rowsOf(db, companyProfiles, eq(companyProfiles.user_id, userId)),
    await rowsOf(db, advisorProfiles, eq(advisorProfiles.user_id, userId)),
    await rowsOf(db, userSecrets, eq(userSecrets.user_id, userId)),
    await rowsOf(db, userServices, eq(userServices.user_id, userId)),
    await rowsOf(db, userOperatingCountries, eq(userOperatingCountries.user_id, userId)),
    await rowsOf(db, userExpertiseSectors, eq(userExpertiseSectors.user_id, userId)),
    await rowsOf(db, contentItems, eq(contentItems.owner_id, userId)),
    await rowsOf(db, marketItems, ofContent(marketItems.content_id)),
    await rowsOf(db, marketItemProposalFactors, ofContent(marketItemProposalFactors.content_id)),
    await rowsOf(db, campaigns, ofContent(campaigns.content_id)),
    await rowsOf(db, posts, ofContent(posts.content_id)),
    await rowsOf(db, protocols, ofContent(protocols.content_id)),
    await rowsOf(db, samplings, ofContent(samplings.content_id)),
    await rowsOf(db, advisorListings, ofContent(advisorListings.content_id)),
    await rowsOf(db, advisorListingLanguages, ofContent(advisorListingLanguages.content_id)),
    await rowsOf(db, contentSectors, ofContent(contentSectors.content_id)),
    await rowsOf(db, contentCountries, ofContent(contentCountries.content_id)),
    await rowsOf(db, contentServices, ofContent(contentServices.content_id)),
    await rowsOf(db, contentCategories, ofContent(contentCategories.content_id)),
    await rowsOf(db, contentFiles, ofContent(contentFiles.content_id)),
    await rowsOf(db, credentials, eq(credentials.user_id, userId)),
    await rowsOf(db, educations, eq(educations.user_id, userId)),
    await rowsOf(db, expertises, eq(expertises.user_id, userId)),
    await rowsOf(db, reviews, or(eq(reviews.user_id, userId), eq(reviews.reviewer_id, userId))),
    await rowsOf(db, referrals, or(eq(referrals.user_id, userId), eq(referrals.reviewer_id, userId))),
    await rowsOf(
      db,
      feedbackRequests,
      or(eq(feedbackRequests.user_id, userId), eq(feedbackRequests.answerer_id, userId)),
    ),
    await rowsOf(db, conversations, sql`${conversations.id} in ${ownConversations}`),
    await rowsOf(db, messages, sql`${messages.conversation_id} in ${ownConversations}`),
    await rowsOf(
      db,
      messageFiles,
      sql`${messageFiles.message_id} in (select ${messages.id} from ${messages} where ${messages.conversation_id} in ${ownConversations})`,
    ),
    await rowsOf(db, notifications, eq(notifications.user_id, userId)),
    await rowsOf(db, notificationPreferences, eq(notificationPreferences.user_id, userId)),
    await rowsOf(db, needAlerts, eq(needAlerts.user_id, userId)),
    await rowsOf(db, interests, eq(interests.user_id, userId)),
    await rowsOf(db, samplingApplications, eq(samplingApplications.user_id, userId)),
    await rowsOf(db, memberBlocks, eq(memberBlocks.user_id, userId)),
    await rowsOf(db, reports, eq(reports.reporter_id, userId)),
    await rowsOf(db, subscriptions, eq(subscriptions.user_id, userId)),
    await rowsOf(db, invoices, eq(invoices.user_id, userId)),
    await rowsOf(db, planChanges, eq(planChanges.user_id, userId)),
    await rowsOf(db, affiliateSignups, eq(affiliateSignups.user_id, userId)),
    await rowsOf(
      db,
      advisorParticipants,
      or(eq(advisorParticipants.advisor_id, userId), eq(advisorParticipants.participant_id, userId)),
    ),
    await rowsOf(db, advisorPaymentRequests, eq(advisorPaymentRequests.advisor_id, userId)),
    await rowsOf(db, sessions, eq(sessions.user_id, userId)),
    await db.select().from(files).where(eq(files.owner_id, userId)).orderBy(files.id),
  ];
  return {
    account: account[0] ?? null,
    company: company[0] ?? null,
    advisor_profile: advisorProfile[0] ?? null,
    // The bank account the member gave, never their second factor (a column NEVER_EXPORTED drops).
    bank_account: bankAccount[0]
      ? { iban: bankAccount[0].payment_account_iban, swift: bankAccount[0].payment_account_swift }
      : null,
    services,
    operating_countries: operatingCountries,
    expertise_sectors: expertiseSectors,
    content: {
      items,
      market_items: marketRows,
      market_item_proposal_factors: marketFactors,
      campaigns: campaignRows,
      posts: postRows,
      protocols: protocolRows,
      samplings: samplingRows,
      advisor_listings: advisorListingRows,
      advisor_listing_languages: advisorListingLanguageRows,
      sectors: itemSectors,
      countries: itemCountries,
      services: itemServices,
      categories: itemCategories,
      files: itemFiles,
    },
    credentials: credentialRows,
    educations: educationRows,
    expertises: expertiseRows,
    reviews: {
      received: reviewRows.filter((row) => row.user_id === userId),
      given: reviewRows.filter((row) => row.reviewer_id === userId),
    },
    referrals: {
      received: referralRows.filter((row) => row.user_id === userId),
      given: referralRows.filter((row) => row.reviewer_id === userId),
    },
    feedback_requests: feedbackRequestRows,
    conversations: conversationRows,
    messages: messageRows,
    message_files: messageFileRows,
    notifications: notificationRows,
    notification_preferences: preferenceRows,
    need_alerts: needAlertRows,
    wants: interestRows,
    sampling_applications: applicationRows,
    blocked_members: blockRows,
    reports: reportRows,
    subscriptions: subscriptionRows,
    invoices: invoiceRows,
    plan_changes: planChangeRows,
    affiliate_signups: affiliateRows,
    advisor_associations: advisorLinks,
    advisor_payment_requests: paymentRequestRows,
    sessions: sessionRows,
    files: fileRows,
  };
}

export type PersonalDataRows = Awaited<ReturnType<typeof selectPersonalData>>;

/** What erasure removes from the storage once its transaction has committed. */
export interface ErasedStorage {
  files: (typeof files.$inferSelect)[];
  invoicePdfKeys: string[];
}

/**
 * Erases an account as the personal-data inventory says (packages/db/src/personal-data.ts), in the
 * caller's transaction: its rows go, the feedback it gave stays without its name, invoices and
 * payment records stay for the legal period with the buyer's e-mail gone, and the `users` row is
 * emptied (the invoices and that feedback point at it). Answers the storage to clear afterwards.
 */
export async function eraseAccountRows(
  tx: DbExecutor,
  user: { id: number; email: string },
): Promise<ErasedStorage> {
  const userId = user.id;
  const email = user.email.trim().toLowerCase();
  await tx.delete(sessions).where(eq(sessions.user_id, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.user_id, userId));
  await tx.delete(mfaChallenges).where(eq(mfaChallenges.user_id, userId));
  await tx.delete(userSecrets).where(eq(userSecrets.user_id, userId));
  await tx.delete(personalDataExports).where(eq(personalDataExports.user_id, userId));
  await tx.delete(loginThrottles).where(eq(loginThrottles.email_key, email));
  await tx
    .delete(invitationCodes)
    .where(or(eq(invitationCodes.used_by, userId), eq(sql`lower(${invitationCodes.email})`, email)));
  // Content first: its items, every type's row and links, and others' Wants and applications on them.
  await tx.delete(contentItems).where(eq(contentItems.owner_id, userId));
  await tx.delete(companyProfiles).where(eq(companyProfiles.user_id, userId));
  await tx.delete(advisorProfiles).where(eq(advisorProfiles.user_id, userId));
  await tx.delete(userServices).where(eq(userServices.user_id, userId));
  await tx.delete(userOperatingCountries).where(eq(userOperatingCountries.user_id, userId));
  await tx.delete(userExpertiseSectors).where(eq(userExpertiseSectors.user_id, userId));
  await tx
    .delete(advisorParticipants)
    .where(or(eq(advisorParticipants.advisor_id, userId), eq(advisorParticipants.participant_id, userId)));
  await tx
    .delete(memberBlocks)
    .where(or(eq(memberBlocks.user_id, userId), eq(memberBlocks.blocked_user_id, userId)));
  await tx.delete(interests).where(eq(interests.user_id, userId));
  await tx.delete(samplingApplications).where(eq(samplingApplications.user_id, userId));
  await tx.delete(needAlerts).where(eq(needAlerts.user_id, userId));
  await tx.delete(credentials).where(eq(credentials.user_id, userId));
  await tx.delete(educations).where(eq(educations.user_id, userId));
  await tx.delete(expertises).where(eq(expertises.user_id, userId));
  await tx
    .delete(feedbackRequests)
    .where(or(eq(feedbackRequests.user_id, userId), eq(feedbackRequests.answerer_id, userId)));
  // Feedback the company received goes; what the member gave keeps its text under 'A former member'.
  await tx.delete(reviews).where(eq(reviews.user_id, userId));
  await tx.delete(referrals).where(eq(referrals.user_id, userId));
  const unnamed = { name: '', job_function: null, company_name: null };
  await tx.update(reviews).set(unnamed).where(eq(reviews.reviewer_id, userId));
  await tx.update(referrals).set(unnamed).where(eq(referrals.reviewer_id, userId));
  await tx.delete(reports).where(eq(reports.reporter_id, userId));
  await tx
    .delete(conversations)
    .where(or(eq(conversations.started_by, userId), eq(conversations.recipient_id, userId)));
  await tx.delete(notifications).where(eq(notifications.user_id, userId));
  // Others' notices of what the member did stay, without the member or their words.
  await tx
    .update(notifications)
    .set({
      actor_id: null,
      message: null,
      item_title: sql`case when ${notifications.kind} = 'feedback_received' then null else ${notifications.item_title} end`,
    })
    .where(eq(notifications.actor_id, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.user_id, userId));
  await tx.delete(notificationDigests).where(eq(notificationDigests.user_id, userId));
  await tx.delete(mailQueue).where(eq(sql`lower(${mailQueue.to_address})`, email));
  // Invoices are kept for the legal period with the company's legal data only; their PDF is drawn
  // again from that when asked.
  const pdfs = await tx
    .select({ key: invoices.pdf_storage_key })
    .from(invoices)
    .where(and(eq(invoices.user_id, userId), isNotNull(invoices.pdf_storage_key)));
  await tx
    .update(invoices)
    .set({ buyer: sql`${invoices.buyer} - 'email'`, pdf_storage_key: null })
    .where(eq(invoices.user_id, userId));
  const erasedFiles = await tx.delete(files).where(eq(files.owner_id, userId)).returning();
  await tx
    .update(users)
    .set({
      email: `erased:${userId}`,
      name: null,
      password_hash: null,
      provider: null,
      provider_subject: null,
      ref: null,
      voucher_code: null,
      deactivation_reason: null,
      status: ERASED_STATUS,
      erased_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(users.id, userId));
  return {
    files: erasedFiles,
    invoicePdfKeys: pdfs.map((pdf) => pdf.key).filter((key): key is string => key !== null),
  };
}

/** An erased account is never active again: every check of `status = 0` leaves it out. */
const ERASED_STATUS = 1;

/**
 * Claims today's export: the row is written when there is none or the last export is older than
 * the interval, in one statement, so two requests (on two instances) never both get it.
 * Answers when the next export is allowed, or null when this one is.
 */
export async function claimExport(tx: DbExecutor, userId: number, intervalHours: number) {
  const interval = sql`make_interval(hours => ${intervalHours})`;
  const claimed = await tx
    .insert(personalDataExports)
    .values({ user_id: userId, exported_at: sql`now()` })
    .onConflictDoUpdate({
      target: personalDataExports.user_id,
      set: { exported_at: sql`now()` },
      setWhere: sql`${personalDataExports.exported_at} <= now() - ${interval}`,
    })
    .returning({ user_id: personalDataExports.user_id });
  if (claimed.length > 0) return null;
  const [last] = await tx
    .select({
      waitSeconds: sql<number>`ceil(extract(epoch from ${personalDataExports.exported_at} + ${interval} - now()))::int`,
    })
    .from(personalDataExports)
    .where(eq(personalDataExports.user_id, userId));
  return Math.max(1, last?.waitSeconds ?? 1);
}

/** The account to erase, locked until the erasure commits: a second erasure waits and finds it done. */
export async function lockAccount(tx: DbExecutor, userId: number) {
  const [user] = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.cb_roles_id,
      status: users.status,
      erased_at: users.erased_at,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}
