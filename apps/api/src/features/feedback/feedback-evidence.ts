import type { FeedbackEvidence } from '@acorn/contracts';
import {
  advisorParticipants,
  contentItems,
  feedbackRequests,
  interests,
  notifications,
  samplingApplications,
} from '@acorn/db';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';

const sharedAdvisor = alias(advisorParticipants, 'shared_advisor');

/** One of the two companies took part in an item of the other's through `table` (Wants, giveaway applications). */
const tookPartInOther = (
  table: typeof interests | typeof samplingApplications,
  company: AnyPgColumn,
  giver: AnyPgColumn,
) => sql`exists (
  select 1 from ${table} inner join ${contentItems} on ${contentItems.id} = ${table.content_id}
  where (${table.user_id} = ${giver} and ${contentItems.owner_id} = ${company})
     or (${table.user_id} = ${company} and ${contentItems.owner_id} = ${giver}))`;

/**
 * How a review or referral came about (DESIGN §3b Trust), as one expression of its list's
 * statement: 'verified_relationship' when the company and the member who gave it dealt with each
 * other on the platform (a Want on the other's item, a message, a giveaway application, or an
 * advisor who works with both), else 'invited' when it answers an ask the company sent, else
 * 'none'. A guest's can only be invited.
 */
export function feedbackEvidence(columns: {
  company: AnyPgColumn;
  giver: AnyPgColumn;
  request: AnyPgColumn;
}): SQL<FeedbackEvidence> {
  const { company, giver, request } = columns;
  const expression = sql`case
    when ${giver} is not null and (
      ${tookPartInOther(interests, company, giver)}
      or ${tookPartInOther(samplingApplications, company, giver)}
      or exists (
        select 1 from ${notifications}
        where ${notifications.kind} = 'message'
          and ((${notifications.actor_id} = ${giver} and ${notifications.user_id} = ${company})
            or (${notifications.actor_id} = ${company} and ${notifications.user_id} = ${giver})))
      or exists (
        select 1 from ${advisorParticipants}
        where ${advisorParticipants.participant_id} = ${company}
          and (${advisorParticipants.advisor_id} = ${giver} or exists (
            select 1 from ${advisorParticipants} ${sql.identifier('shared_advisor')}
            where ${sharedAdvisor.advisor_id} = ${advisorParticipants.advisor_id}
              and ${sharedAdvisor.participant_id} = ${giver})))
    ) then 'verified_relationship'
    when exists (
      select 1 from ${feedbackRequests}
      where ${feedbackRequests.id} = ${request} and ${feedbackRequests.request_type} = 'ask'
    ) then 'invited'
    else 'none' end`;
  // Nested, so a select from one table still names the columns' tables: a bare name in the
  // subqueries would be read as the inner table's column.
  return sql<FeedbackEvidence>`${expression}`;
}
