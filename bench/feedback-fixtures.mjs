// Feedback for the signed-in lists: through the API, members give one company reviews,
// recommendations and testimonials with its give codes, the company shows most of them on its
// profile and replies to one, and a member reports one (on PGlite as on PostgreSQL); on
// PostgreSQL, rows written straight into the database then make the lists as long as a busy
// company's: many more reviews of it (from members with Wants between the two companies, from
// members without any, from guests it asked, some kept off its profile or hidden after a report),
// referrals of both types, reviews and referrals of every other company, content items with
// Wants, and reports in every state for the operators' queue.

/** Reviews written straight into the database for the company the lists are about. */
const COMPANY_REVIEWS = 90;
/** Referrals of each type written for that company. */
const COMPANY_REFERRALS = 40;
/** Reviews and referrals of every other company, so the lists read a few rows among many. */
const OTHER_FEEDBACK = 20_000;
/** Content items of every company, and Wants on them. */
const ITEMS = 5_000;
const WANTS = 30_000;
/** Reports, most of them decided. */
const REPORTS = 3_000;

/** Gives `company` a review, a recommendation and a testimonial from `giver`, through their give codes. */
async function giveFeedback(api, { giver, company, sector, n }) {
  const { success } = await api.post(
    '/api/addReviewPermit',
    { participant: company, request_type: 'give', project_name: `Cork supply ${n}` },
    { token: giver },
  );
  await api.post(
    '/api/addReview',
    {
      code: success.request_code,
      description: 'Delivered the cork stoppers on time and to spec, with every certificate asked for.',
      from_date: '2025-01-10',
      to_date: '2025-06-30',
      name: `Bench Reviewer ${n}`,
      job_function: 'Head of exports',
      company_name: `Bench Company ${n} Lda`,
      sector,
      rating_value: 1 + (n % 5),
    },
    { token: giver },
  );
  for (const type of ['recommendation', 'testimonial']) {
    const { data } = await api.post(
      '/api/addReferralPermit',
      { participant: company, request_type: 'give', reffer_type: type },
      { token: giver },
    );
    await api.post(
      '/api/addReferral',
      {
        code: data.request_code,
        reffertype: type,
        description: `A ${type} from a partner who knows the work.`,
        name: `Bench Reviewer ${n}`,
        job_function: 'Head of exports',
        company_name: `Bench Company ${n} Lda`,
        ...(type === 'testimonial'
          ? { project_name: 'Iberian distribution', from_date: '2025-01-10', to_date: '2025-06-30' }
          : {}),
      },
      { token: giver },
    );
  }
}

/**
 * Through the API: each of `givers` (listed companies' sessions) gives `company` a review and a
 * referral of each type; the company shows all but its first review and recommendation on its
 * profile and replies to its latest review; `reporter` reports one of the public reviews.
 */
export async function createFeedbackThroughApi(api, { company, givers, reporter, sector }) {
  for (const [n, giver] of givers.entries())
    await giveFeedback(api, { giver, company: company.id, sector, n });
  const { success: reviews } = await api.get('/api/listmyReview', { token: company.token });
  for (const review of reviews.slice(0, -1)) {
    await api.post('/api/changeMyReview', { id: review.id, reffer_status: 'yes' }, { token: company.token });
  }
  for (const type of ['recommendation', 'testimonial']) {
    const { success: referrals } = await api.post(
      '/api/listmyReferral',
      { reffer_type: type },
      { token: company.token },
    );
    for (const referral of type === 'recommendation' ? referrals.slice(0, -1) : referrals) {
      await api.post(
        '/api/changeMyReferral',
        { id: referral.id, reffer_status: 'yes' },
        { token: company.token },
      );
    }
  }
  await api.post(
    `/api/reviews/${reviews[0].id}/reply`,
    { body: 'Thank you: it was a pleasure to work with your team.' },
    { token: company.token },
  );
  await api.post(
    '/api/reports',
    { item_type: 'review', item_id: reviews[1].id, reason: 'It names a person who asked not to be named.' },
    { token: reporter },
  );
}

/**
 * On PostgreSQL, straight into the database: the rest of the feedback the header describes, for
 * `companyId` (reviewed) and the other participants of the fixtures, `operatorId` deciding the
 * reports already decided.
 */
export async function createFeedbackRows(client, { companyId, operatorId }) {
  const {
    rows: [{ participants, listed }],
  } = await client.query(
    `select array_agg(id order by id) as participants,
            array_agg(id order by id) filter (where step >= 4 and status = 0) as listed
     from users where cb_roles_id = 1`,
  );
  const others = participants.filter((id) => id !== companyId);
  // Items of every participant, and Wants on them from the others; of the company's givers, one
  // in four wanted one of its items, and it wanted an item of another one in four.
  await client.query(
    `insert into content_items (type, owner_id, title, description, status, created_at, updated_at)
     select 'post', ($1::int[])[1 + n % cardinality($1::int[])], 'Bench item ' || n, 'An item to want.', 'published',
            now() - n * interval '1 hour', now() - n * interval '1 hour'
     from generate_series(1, $2::int) n`,
    [participants, ITEMS],
  );
  await client.query(
    `insert into posts (content_id) select id from content_items where title like 'Bench item %' on conflict do nothing`,
  );
  await bulkWants(client, { others, companyId });
  await client.query(
    `insert into interests (user_id, content_id, created_at)
     select u, c.id, now() from unnest($1::int[]) u
     cross join lateral (select id from content_items where owner_id = $2::int order by id limit 1) c
     where u % 4 = 0
     on conflict do nothing`,
    [others, companyId],
  );
  await client.query(
    `insert into interests (user_id, content_id, created_at)
     select $2::int, c.id, now() from unnest($1::int[]) u
     cross join lateral (select id from content_items where owner_id = u order by id limit 1) c
     where u % 4 = 2
     on conflict do nothing`,
    [others, companyId],
  );
  // The company's asks its guests answered: the evidence reads them as 'invited'.
  const { rows: asks } = await client.query(
    `insert into feedback_requests (kind, request_type, user_id, guest_name, guest_email, project_name, code_hash, expires_at, used_at, created_at)
     select 'review', 'ask', $1::int, 'Guest ' || n, 'guest-' || n || '@bench.acorn.example', 'Cork supply',
            md5('bench-ask-' || n), now() + interval '30 days', now() - n * interval '1 hour', now() - n * interval '2 hours'
     from generate_series(1, $2::int) n
     returning id`,
    [companyId, COMPANY_REVIEWS / 3],
  );
  const sector = (await client.query('select min(id) as id from sectors')).rows[0].id;
  // The company's reviews: a third from guests it asked, the rest from members (listed or not);
  // one in nine kept off its profile, one in eleven hidden after a report; a reply to one in four.
  await client.query(
    `insert into reviews (user_id, reviewer_id, request_id, name, job_function, company_name, sector_id, project_name,
                          from_date, to_date, description, rating_value, show_public, reply_body, reply_at,
                          hidden_at, hidden_reason, created_at)
     select $1::int,
            case when n % 3 = 0 then null else ($2::int[])[1 + n % cardinality($2::int[])] end,
            case when n % 3 = 0 then ($3::int[])[n / 3] end,
            'Reviewer ' || n, 'Head of purchasing', 'Typed Company ' || n, $4::int, 'Project ' || n,
            date '2025-01-01', date '2025-06-30',
            'Review ' || n || ': ' || repeat('Reliable deliveries and clear invoices. ', 1 + n % 6),
            1 + n % 5, n % 9 <> 0,
            case when n % 4 = 0 then 'Thank you for the kind words.' end,
            case when n % 4 = 0 then now() - n * interval '1 hour' end,
            case when n % 11 = 0 then now() - n * interval '30 minutes' end,
            case when n % 11 = 0 then 'Named a person without consent.' end,
            now() - n * interval '3 hours'
     from generate_series(1, $5::int) n`,
    [companyId, others, asks.map((ask) => ask.id), sector, COMPANY_REVIEWS],
  );
  await client.query(
    `insert into referrals (user_id, reviewer_id, reffer_type, name, job_function, company_name, project_name,
                            from_date, to_date, description, show_public, reply_body, reply_at, hidden_at, hidden_reason, created_at)
     select $1::int,
            case when n % 3 = 0 then null else ($2::int[])[1 + n % cardinality($2::int[])] end,
            t, 'Referee ' || n, 'Managing director', 'Typed Company ' || n,
            case when t = 'testimonial' then 'Project ' || n end,
            case when t = 'testimonial' then date '2025-01-01' end,
            case when t = 'testimonial' then date '2025-06-30' end,
            'A ' || t || ' ' || n || ': ' || repeat('Knows the export markets well. ', 1 + n % 5),
            n % 9 <> 0,
            case when n % 5 = 0 then 'Thank you.' end,
            case when n % 5 = 0 then now() - n * interval '1 hour' end,
            case when n % 13 = 0 then now() end,
            case when n % 13 = 0 then 'Not about this company.' end,
            now() - n * interval '3 hours'
     from generate_series(1, $3::int) n cross join unnest(array['recommendation', 'testimonial']) t`,
    [companyId, others, COMPANY_REFERRALS],
  );
  // Everyone else's feedback, given by one another.
  await client.query(
    `insert into reviews (user_id, reviewer_id, name, description, rating_value, show_public, created_at)
     select o, case when n % 2 = 0 then ($2::int[])[1 + (n * 7) % cardinality($2::int[])] end, 'Reviewer ' || n,
            'Review ' || n, 1 + n % 5, n % 3 <> 0, now() - n * interval '5 minutes'
     from (select n, ($1::int[])[1 + n % cardinality($1::int[])] as o from generate_series(1, $3::int) n) g`,
    [others, participants, OTHER_FEEDBACK],
  );
  await client.query(
    `insert into referrals (user_id, reviewer_id, reffer_type, name, description, project_name, from_date, to_date,
                            show_public, created_at)
     select o, case when n % 2 = 0 then ($2::int[])[1 + (n * 7) % cardinality($2::int[])] end,
            case when n % 2 = 0 then 'recommendation' else 'testimonial' end, 'Referee ' || n, 'Referral ' || n,
            case when n % 2 = 1 then 'Project ' || n end,
            case when n % 2 = 1 then date '2025-01-01' end,
            case when n % 2 = 1 then date '2025-06-30' end,
            n % 3 <> 0, now() - n * interval '5 minutes'
     from (select n, ($1::int[])[1 + n % cardinality($1::int[])] as o from generate_series(1, $3::int) n) g`,
    [others, participants, OTHER_FEEDBACK],
  );
  // Reports of reviews, referrals and items by the listed members: one in ten still open.
  await client.query(
    `insert into reports (reporter_id, item_type, item_id, reason, status, decision_reason, decided_by, decided_at, created_at)
     select reporter, item_type, item_id, 'Report ' || n || ': it is not what it claims to be.',
            case when n % 10 = 0 then 'open' when n % 3 = 0 then 'hidden' else 'kept' end,
            case when n % 10 <> 0 and n % 3 = 0 then 'Breaks the rules.' end,
            case when n % 10 <> 0 then $2::int end,
            case when n % 10 <> 0 then now() - n * interval '1 minute' end,
            now() - n * interval '2 minutes'
     from (
       select n, ($1::int[])[1 + n % cardinality($1::int[])] as reporter,
              (array['review', 'referral', 'content'])[1 + n % 3] as item_type,
              case n % 3
                when 0 then rv.ids[1 + n % cardinality(rv.ids)]
                when 1 then rf.ids[1 + n % cardinality(rf.ids)]
                else ci.ids[1 + n % cardinality(ci.ids)]
              end as item_id
       from generate_series(1, $3::int) n,
            (select array_agg(id) as ids from reviews) rv,
            (select array_agg(id) as ids from referrals) rf,
            (select array_agg(id) as ids from content_items) ci
     ) r
     on conflict do nothing`,
    [listed, operatorId, REPORTS],
  );
  // As autovacuum would leave the tables (content-fixtures' finishGenerating): statistics and the
  // visibility map that index-only scans need.
  await client.query('vacuum (analyze)');
}

/** The rest of the Wants: the other members on one another's items, none between them and the company. */
async function bulkWants(client, { others, companyId }) {
  await client.query(
    `insert into interests (user_id, content_id, created_at)
     select ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int], ids[1 + floor(random() * cardinality(ids))::int],
            now() - n * interval '1 minute'
     from generate_series(1, $2::int) n, (select array_agg(id) as ids from content_items where owner_id <> $3::int) c
     on conflict do nothing`,
    [others, WANTS, companyId],
  );
}
