import type { FeedbackEvidence } from '@acorn/contracts';
import {
  advisorParticipants,
  contentItems,
  feedbackRequests,
  interests,
  notifications,
  type referrals,
  type reviews,
  samplingApplications,
} from '@acorn/db';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const sharedAdvisor = alias(advisorParticipants, 'shared_advisor');

/**
 * The members `company` dealt with on the platform, as one subquery of the company alone: those
 * whose items it took part in and those who took part in its items (Wants, giveaway
 * applications), those it wrote to or who wrote to it, its advisors and the companies that share
 * one. Each part follows an index from the company, so the set costs what the company did, once
 * per statement, however many rows ask about it.
 */
function relatedMembers(company: number): SQL {
  const tookPart = (table: typeof interests | typeof samplingApplications) => sql`
    select ${contentItems.owner_id} from ${table} inner join ${contentItems} on ${contentItems.id} = ${table.content_id}
    where ${table.user_id} = ${company}
    union all
    select ${table.user_id} from ${table} inner join ${contentItems} on ${contentItems.id} = ${table.content_id}
    where ${contentItems.owner_id} = ${company}`;
  return sql`
    ${tookPart(interests)}
    union all
    ${tookPart(samplingApplications)}
    union all
    select ${notifications.user_id} from ${notifications}
    where ${notifications.actor_id} = ${company} and ${notifications.kind} = 'message'
    union all
    select ${notifications.actor_id} from ${notifications}
    where ${notifications.user_id} = ${company} and ${notifications.kind} = 'message'
    union all
    select ${advisorParticipants.advisor_id} from ${advisorParticipants}
    where ${advisorParticipants.participant_id} = ${company}
    union all
    select ${sharedAdvisor.participant_id} from ${advisorParticipants}
    inner join ${advisorParticipants} ${sql.identifier('shared_advisor')}
      on ${sharedAdvisor.advisor_id} = ${advisorParticipants.advisor_id}
    where ${advisorParticipants.participant_id} = ${company}`;
}

/**
 * How a review or referral `company` received came about (DESIGN §3b Trust), as one expression
 * of its list's statement: 'verified_relationship' when the company and the member who gave it
 * dealt with each other on the platform (a Want on the other's item, a message, a giveaway
 * application, or an advisor who works with both), else 'invited' when it answers an ask the
 * company sent, else 'none'. A guest's can only be invited.
 */
export function feedbackEvidence(options: {
  table: typeof reviews | typeof referrals;
  company: number;
}): SQL<FeedbackEvidence> {
  const { table, company } = options;
  const expression = sql`case
    when ${table.reviewer_id} in (${relatedMembers(company)}) then 'verified_relationship'
    when exists (
      select 1 from ${feedbackRequests}
      where ${feedbackRequests.id} = ${table.request_id} and ${feedbackRequests.request_type} = 'ask'
    ) then 'invited'
    else 'none' end`;
  // Nested, so a select from one table still names the columns' tables: a bare name in the
  // subqueries would be read as the inner table's column.
  return sql<FeedbackEvidence>`${expression}`;
}
