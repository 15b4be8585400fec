/**
 * The personal-data inventory (decision 055): every column of every table of the app's schema,
 * classified. A column holding personal data says why it is kept, for how long, and what a
 * member's erasure (POST /api/me/delete, or an operator's) does to it; any other column says it
 * is not personal. `personal-data.test.ts` migrates a fresh database and fails on a column this
 * list does not classify and on an entry naming a column that no longer exists.
 */

import { RETENTION_DAYS } from './retention';

/** What erasing an account does to a column. */
export type Erasure =
  /** The row goes, with everything in it. */
  | 'delete the row'
  /** The value is replaced by one that names no one. */
  | 'anonymise'
  /** The value is cleared. */
  | 'null'
  /** Kept for the period the law sets, then deleted. */
  | 'keep for the legal period'
  /** Kept: once the account's own rows are erased it points at an emptied account and names no one. */
  | 'keep';

export interface PersonalColumn {
  personal: true;
  /** Why it is kept. */
  purpose: string;
  /** For how long. */
  retention: string;
  erasure: Erasure;
}

export interface NotPersonalColumn {
  personal: false;
}

export type ColumnClassification = PersonalColumn | NotPersonalColumn;

export const NOT_PERSONAL: NotPersonalColumn = { personal: false };

const personal = (purpose: string, retention: string, erasure: Erasure): PersonalColumn => ({
  personal: true,
  purpose,
  retention,
  erasure,
});

/** A table's columns, grouped by the classification they share. */
const columns = (...groups: [ColumnClassification, string[]][]) =>
  Object.fromEntries(
    groups.flatMap(([classification, names]) => names.map((name) => [name, classification])),
  );

const WHILE_ACCOUNT = 'while the account exists';
const WHILE_ITEM = 'while the account exists, until its owner deletes it';

// Retention the retention jobs enforce (apps/api/src/jobs/retention.ts), by RETENTION_DAYS.
const SESSION_RETENTION = `${RETENTION_DAYS.endedSessions} days after the session ends (expires or is revoked), purged by the retention job`;
const CODE_RETENTION = `until used or expired, then ${RETENTION_DAYS.endedCodes} days more, purged by the retention job`;
const MAIL_RETENTION = `until delivered, then the body ${RETENTION_DAYS.sentMailBodies} days more, purged by the retention job`;
const AUDIT_IP_RETENTION = `${RETENTION_DAYS.auditAddresses} days, then cleared by the retention job`;
/** Portugal's VAT code (art. 52) keeps invoices ten years; Spain's commercial code six. */
const INVOICE_RETENTION =
  '10 years after the invoice is issued (the longest of the markets’ accounting laws)';

const account = personal('identifies the account and signs it in', WHILE_ACCOUNT, 'anonymise');
const accountState = personal(
  'the account’s state, shown to the member and the operators',
  WHILE_ACCOUNT,
  'keep',
);
const profile = personal(
  'the member’s profile, shown as its sharing settings say',
  WHILE_ACCOUNT,
  'delete the row',
);
const ownContent = personal('the member’s published content', WHILE_ITEM, 'delete the row');
const credential = personal(
  'the member’s credentials and career, shown on their profile',
  WHILE_ITEM,
  'delete the row',
);
const session = personal('keeps the member signed in', SESSION_RETENTION, 'delete the row');
const code = personal('proves an e-mailed or sign-in step', CODE_RETENTION, 'delete the row');
const conversation = personal('messages between two members', WHILE_ACCOUNT, 'delete the row');
const notice = personal('tells the member what concerns them', WHILE_ACCOUNT, 'delete the row');
const preference = personal('what the member chose to receive', WHILE_ACCOUNT, 'delete the row');
const activity = personal('the member’s Wants, applications and alerts', WHILE_ACCOUNT, 'delete the row');
const given = personal(
  'feedback a member or a guest gave a company, shown on the company’s profile',
  'while the company’s account exists; the giver’s erasure keeps the text under “A former member”',
  'keep',
);
const giverName = personal(
  'names the giver of feedback beside its text',
  'while the company’s account exists, or until the giver’s account is erased',
  'anonymise',
);
const feedbackAsk = personal('an ask for feedback and its e-mailed code', CODE_RETENTION, 'delete the row');
const billing = personal(
  'the purchase and its payments, for accounting',
  INVOICE_RETENTION,
  'keep for the legal period',
);
const invoice = personal(
  'the invoice as issued, with the buyer’s legal data',
  INVOICE_RETENTION,
  'keep for the legal period',
);
const advisorWork = personal(
  'an advisor’s paid work with a company, for accounting',
  INVOICE_RETENTION,
  'keep for the legal period',
);
const link = personal('who the member works with or blocked', WHILE_ACCOUNT, 'delete the row');
const upload = personal('a file the member uploaded', WHILE_ITEM, 'delete the row');
const report = personal(
  'a member’s report and the operator’s decision on it',
  WHILE_ACCOUNT,
  'delete the row',
);
const operatorAct = personal(
  'which operator decided, for accountability',
  'while the decided row exists',
  'null',
);
const audit = personal(
  'who did what in the console, for accountability',
  'while the deployment exists',
  'keep',
);
const exportClaim = personal('allows one export of the member’s data a day', WHILE_ACCOUNT, 'delete the row');

/** Every table of the app's schema (not pg-boss's `pgboss` nor drizzle's bookkeeping), every column. */
export const PERSONAL_DATA_INVENTORY: Readonly<
  Record<string, Readonly<Record<string, ColumnClassification>>>
> = {
  // Accounts.
  users: columns(
    [account, ['email', 'name']],
    [
      personal('signs the member in', WHILE_ACCOUNT, 'null'),
      ['password_hash', 'provider', 'provider_subject'],
    ],
    [
      personal('how the member signed up (referral, voucher)', WHILE_ACCOUNT, 'null'),
      ['ref', 'voucher_code'],
    ],
    [personal('why an operator deactivated the account', WHILE_ACCOUNT, 'null'), ['deactivation_reason']],
    [
      accountState,
      [
        'cb_roles_id',
        'step',
        'status',
        'payment_status',
        'accept_rgpd',
        'is_read_only',
        'language',
        'package_id',
        'created_at',
        'updated_at',
        'erased_at',
      ],
    ],
    [NOT_PERSONAL, ['id']],
  ),
  user_secrets: columns([
    personal('pays an advisor; the operator’s second factor', WHILE_ACCOUNT, 'delete the row'),
    [
      'user_id',
      'payment_account_iban',
      'payment_account_swift',
      'totp_secret',
      'totp_enabled_at',
      'totp_last_counter',
      'updated_at',
    ],
  ]),
  sessions: columns([
    session,
    ['token_hash', 'user_id', 'role', 'created_at', 'last_used_at', 'expires_at', 'revoked_at'],
  ]),
  password_resets: columns([code, ['id', 'user_id', 'token_hash', 'created_at', 'expires_at', 'used_at']]),
  invitation_codes: columns(
    [code, ['code_hash', 'email', 'created_at', 'expires_at', 'used_at', 'used_by']],
    [operatorAct, ['invited_by']],
    [NOT_PERSONAL, ['id']],
  ),
  login_throttles: columns([
    personal(
      'slows down password guessing',
      'until the lock ends; a successful sign-in or reset clears it',
      'delete the row',
    ),
    ['email_key', 'client_key', 'failures', 'locked_until', 'updated_at'],
  ]),
  mfa_challenges: columns([
    code,
    ['token_hash', 'user_id', 'pending_secret', 'attempts', 'expires_at', 'used_at'],
  ]),
  personal_data_exports: columns([exportClaim, ['user_id', 'exported_at']]),

  // Profiles.
  company_profiles: columns(
    [
      profile,
      [
        'user_id',
        'job_function',
        'phone_number',
        'personal_email',
        'company_name',
        'company_sector_id',
        'country_id',
        'company_legal_name',
        'vatnumber',
        'address1',
        'address2',
        'postal_code',
        'state',
        'city',
        'linkedin',
        'facebook',
        'twitter',
        'instagram',
        'youtube',
        'website',
        'bio',
        'updated_at',
        'is_seller',
        'pomservicesseller',
        'country_code',
        'personal_linkedin',
        'personal_facebook',
        'personal_twitter',
        'personal_instagram',
        'personal_youtube',
        'personal_website',
        'personal_online_presence',
        'headline',
        'about_company',
        'company_email',
        'company_phone',
        'company_logo_file_id',
        'last_year_turnover',
        'no_of_emplyees',
        'online_presence',
        'certificate_file_id',
        'contact_name',
        'contact_email',
        'contact_phone',
        'contact_job_function',
        'contact_another_information',
        'company_another_email',
        'company_another_phone',
        'company_another_address',
        'company_email_share_status',
        'company_phone_share_status',
        'company_address_share_status',
        'search',
        'brochure_file_id',
        'financial_report_file_id',
      ],
    ],
    [
      personal(
        'the company’s financial risk, recorded by the operators from a credit report',
        WHILE_ACCOUNT,
        'delete the row',
      ),
      ['delinquency_rating', 'failure_rating', 'tax_debts', 'social_security_debts'],
    ],
  ),
  advisor_profiles: columns([
    profile,
    [
      'user_id',
      'job_function',
      'phone_number',
      'personal_email',
      'company_name',
      'company_sector_id',
      'country_id',
      'company_legal_name',
      'vatnumber',
      'address1',
      'address2',
      'postal_code',
      'state',
      'city',
      'linkedin',
      'facebook',
      'twitter',
      'instagram',
      'youtube',
      'website',
      'bio',
      'updated_at',
      'photo_file_id',
      'cv_file_id',
      'hide_identity',
    ],
  ]),
  user_services: columns([profile, ['user_id', 'service_id']]),
  user_operating_countries: columns([profile, ['user_id', 'country_id']]),
  user_expertise_sectors: columns([profile, ['user_id', 'sector_id']]),
  advisor_participants: columns([link, ['advisor_id', 'participant_id', 'created_at']]),
  member_blocks: columns([link, ['user_id', 'blocked_user_id', 'created_at']]),

  // Files.
  files: columns(
    [upload, ['owner_id', 'storage_key', 'original_name', 'content_type', 'size', 'variants', 'created_at']],
    [NOT_PERSONAL, ['id', 'visibility']],
  ),

  // Content (every type's shared row and its own table).
  content_items: columns(
    [
      ownContent,
      [
        'owner_id',
        'title',
        'description',
        'status',
        'deny_reason',
        'opening_date',
        'deadline',
        'created_at',
        'updated_at',
        'search_title',
        'search_body',
        'search_owner',
        'owner_active',
        'search',
        'decided_at',
      ],
    ],
    [operatorAct, ['decided_by']],
    [NOT_PERSONAL, ['id', 'type', 'sector_ids', 'country_ids']],
  ),
  content_sectors: columns([NOT_PERSONAL, ['content_id', 'sector_id']]),
  content_countries: columns([NOT_PERSONAL, ['content_id', 'country_id']]),
  content_services: columns([NOT_PERSONAL, ['content_id', 'service_id']]),
  content_categories: columns([NOT_PERSONAL, ['content_id', 'category_id']]),
  content_files: columns([NOT_PERSONAL, ['content_id', 'file_id', 'role', 'position']]),
  market_items: columns(
    [ownContent, ['need', 'innovation_areas', 'strengths', 'what_brand_famous']],
    [
      NOT_PERSONAL,
      [
        'content_id',
        'service_id',
        'target_company_size',
        'target_company_revenue',
        'scoring_board_reviews',
        'scoring_board_testimonials',
        'scoring_board_recommendations',
        'scoring_board_certificates',
        'scoring_board_awards',
        'scoring_board_publications',
      ],
    ],
  ),
  market_item_proposal_factors: columns([NOT_PERSONAL, ['content_id', 'proposal_factor_id']]),
  campaigns: columns(
    [
      ownContent,
      [
        'product',
        'advantage',
        'pains',
        'gains',
        'problem',
        'problem_use_context',
        'pain_relievers',
        'gain_creators',
        'areas_of_innovation',
        'strengths',
        'brand_fame',
        'improves_clients_competitiveness',
        'improves_clients_results',
        'reduces_clients_risks',
        'potential_objections',
        'potential_competitors',
        'special_conditions',
      ],
    ],
    [
      NOT_PERSONAL,
      [
        'content_id',
        'campaign_will',
        'business_case',
        'decision_maker',
        'financier',
        'purchaser',
        'end_user',
        'influencer',
        'business_caser',
        'devils_advocate',
        'early_adopter',
        'friend',
        'diplomat',
        'scoring_board_reviews',
        'scoring_board_testimonials',
        'scoring_board_recommendations',
        'scoring_board_certificates',
        'scoring_board_awards',
        'scoring_board_publications',
      ],
    ],
  ),
  posts: columns([NOT_PERSONAL, ['content_id', 'published']]),
  protocols: columns([NOT_PERSONAL, ['content_id', 'user_status']]),
  samplings: columns(
    [ownContent, ['winning_criteria']],
    [NOT_PERSONAL, ['content_id', 'no_of_offers', 'available', 'prefered_date', 'date_of_giveaway']],
  ),
  sampling_applications: columns([activity, ['content_id', 'user_id', 'created_at']]),
  advisor_listings: columns(
    [
      ownContent,
      [
        'name',
        'job_function',
        'experience_start_date',
        'bio',
        'main_career_achievement',
        'geography',
        'email',
        'phone_number',
        'website',
        'linkedin',
        'facebook',
        'twitter',
        'instagram',
        'youtube',
        'city',
        'country_id',
        'business_areas',
        'experience_previous_functions',
      ],
    ],
    [NOT_PERSONAL, ['content_id', 'hide_identity']],
  ),
  advisor_listing_languages: columns([NOT_PERSONAL, ['content_id', 'language_id']]),
  interests: columns([activity, ['user_id', 'content_id', 'created_at']]),
  need_alerts: columns([activity, ['user_id', 'frequency', 'last_sent_at', 'created_at']]),

  // Credentials.
  credentials: columns(
    [
      credential,
      [
        'user_id',
        'kind',
        'title',
        'description',
        'file_id',
        'user_status',
        'admin_status',
        'deny_reason',
        'decided_at',
        'created_at',
        'updated_at',
      ],
    ],
    [operatorAct, ['decided_by']],
    [NOT_PERSONAL, ['id']],
  ),
  educations: columns(
    [
      credential,
      [
        'user_id',
        'academy',
        'degree',
        'type_of_degree',
        'field_of_study',
        'description',
        'init_date',
        'end_date',
        'image_file_id',
        'created_at',
        'updated_at',
      ],
    ],
    [NOT_PERSONAL, ['id']],
  ),
  expertises: columns(
    [
      credential,
      [
        'user_id',
        'company_name',
        'position',
        'highlights',
        'current_job',
        'init_date',
        'end_date',
        'created_at',
        'updated_at',
      ],
    ],
    [NOT_PERSONAL, ['id']],
  ),

  // Reviews and referrals: what the erased member received goes; what they gave stays, unnamed.
  feedback_requests: columns(
    [
      feedbackAsk,
      [
        'kind',
        'reffer_type',
        'request_type',
        'user_id',
        'answerer_id',
        'guest_name',
        'guest_email',
        'project_name',
        'need_id',
        'message',
        'code_hash',
        'expires_at',
        'used_at',
        'reminded_at',
        'created_at',
      ],
    ],
    [NOT_PERSONAL, ['id']],
  ),
  reviews: columns(
    [
      personal('the company’s received feedback', WHILE_ACCOUNT, 'delete the row'),
      ['user_id', 'show_public', 'reply_body', 'reply_at', 'hidden_at', 'hidden_reason'],
    ],
    [
      given,
      [
        'reviewer_id',
        'request_id',
        'sector_id',
        'project_name',
        'from_date',
        'to_date',
        'description',
        'rating_value',
        'created_at',
      ],
    ],
    [giverName, ['name', 'job_function', 'company_name']],
    [NOT_PERSONAL, ['id']],
  ),
  referrals: columns(
    [
      personal('the company’s received feedback', WHILE_ACCOUNT, 'delete the row'),
      ['user_id', 'show_public', 'reply_body', 'reply_at', 'hidden_at', 'hidden_reason'],
    ],
    [
      given,
      [
        'reviewer_id',
        'request_id',
        'reffer_type',
        'project_name',
        'from_date',
        'to_date',
        'description',
        'created_at',
      ],
    ],
    [giverName, ['name', 'job_function', 'company_name']],
    [NOT_PERSONAL, ['id']],
  ),
  reports: columns(
    [
      report,
      [
        'reporter_id',
        'item_type',
        'item_id',
        'reason',
        'status',
        'decision_reason',
        'decided_at',
        'created_at',
      ],
    ],
    [operatorAct, ['decided_by']],
    [NOT_PERSONAL, ['id']],
  ),

  // Conversations and notifications.
  conversations: columns(
    [
      conversation,
      [
        'started_by',
        'recipient_id',
        'item_type',
        'item_id',
        'item_title',
        'status',
        'created_at',
        'last_message_at',
      ],
    ],
    [NOT_PERSONAL, ['id']],
  ),
  conversation_members: columns([
    conversation,
    ['conversation_id', 'user_id', 'other_user_id', 'last_read_message_id', 'last_message_at'],
  ]),
  messages: columns(
    [conversation, ['conversation_id', 'sender_id', 'body', 'created_at']],
    [NOT_PERSONAL, ['id']],
  ),
  message_files: columns([conversation, ['message_id', 'file_id']]),
  notifications: columns(
    [notice, ['user_id', 'kind', 'item_type', 'item_id', 'reason', 'read_at', 'created_at']],
    [
      personal(
        'who caused a notice, what they wrote, and the item’s title (a feedback notice: the giver’s name)',
        'while the notice exists; the actor’s erasure clears them in others’ notices',
        'null',
      ),
      ['actor_id', 'message', 'item_title'],
    ],
    [NOT_PERSONAL, ['id']],
  ),
  notification_preferences: columns([preference, ['user_id', 'kind', 'delivery', 'updated_at']]),
  notification_digests: columns([preference, ['user_id', 'day', 'items', 'sent_at']]),
  mail_queue: columns(
    [
      personal(
        'a mail to deliver (and retry) after the change that caused it',
        MAIL_RETENTION,
        'delete the row',
      ),
      ['to_address', 'subject', 'html', 'text', 'headers', 'last_error'],
    ],
    [
      NOT_PERSONAL,
      [
        'id',
        'notification_id',
        'status',
        'attempts',
        'next_attempt_at',
        'created_at',
        'sent_at',
        'message_key',
        'claimed_at',
        'failed_at',
      ],
    ],
  ),

  // Payments.
  subscriptions: columns(
    [
      billing,
      [
        'user_id',
        'package_id',
        'period',
        'payment_option',
        'status',
        'net_amount',
        'vat_rate',
        'currency',
        'checkout_session_id',
        'stripe_customer_id',
        'stripe_subscription_id',
        'current_period_start',
        'current_period_end',
        'created_at',
        'updated_at',
      ],
    ],
    [NOT_PERSONAL, ['id']],
  ),
  invoices: columns(
    [
      invoice,
      [
        'user_id',
        'subscription_id',
        'period_start',
        'period_end',
        'issued_at',
        'lines',
        'net_amount',
        'vat_rate',
        'vat_amount',
        'total_amount',
        'currency',
      ],
    ],
    [
      personal(
        'the buyer as invoiced: the company’s legal data (name, legal name, VAT number, address) and the holder’s e-mail',
        INVOICE_RETENTION,
        'anonymise',
      ),
      ['buyer'],
    ],
    [
      personal('the invoice’s PDF, drawn again from the invoice when asked', INVOICE_RETENTION, 'null'),
      ['pdf_storage_key'],
    ],
    [NOT_PERSONAL, ['id', 'number', 'year', 'sequence', 'seller']],
  ),
  plan_changes: columns(
    [
      billing,
      [
        'subscription_id',
        'user_id',
        'kind',
        'status',
        'from_package_id',
        'to_package_id',
        'effective_at',
        'net_amount',
        'vat_rate',
        'period_end',
        'provider_invoice_id',
        'invoice_id',
        'created_at',
        'applied_at',
      ],
    ],
    [NOT_PERSONAL, ['id']],
  ),
  affiliate_signups: columns(
    [billing, ['user_id', 'ref', 'subscription_id', 'amount', 'created_at']],
    [NOT_PERSONAL, ['id']],
  ),
  advisor_payment_requests: columns(
    [
      advisorWork,
      ['advisor_id', 'participant_id', 'month', 'year', 'status', 'created_at', 'approved_at', 'paid_at'],
    ],
    [operatorAct, ['approved_by', 'paid_by']],
    [NOT_PERSONAL, ['id']],
  ),
  payment_events: columns([NOT_PERSONAL, ['event_id', 'type', 'received_at']]),
  invoice_sequences: columns([NOT_PERSONAL, ['year', 'last_number']]),

  // The console.
  audit_log: columns(
    [audit, ['actor_id', 'action', 'entity_type', 'entity_id', 'before', 'after', 'reason', 'created_at']],
    [personal('where an operator acted from, for accountability', AUDIT_IP_RETENTION, 'keep'), ['ip']],
    [NOT_PERSONAL, ['id']],
  ),

  // Reference data, policy pages and caches.
  countries: columns([
    NOT_PERSONAL,
    ['id', 'code', 'name', 'name_pt', 'name_es', 'status', 'is_eu', 'calling_code'],
  ]),
  sectors: columns([NOT_PERSONAL, ['id', 'name', 'name_pt', 'name_es']]),
  services: columns([
    NOT_PERSONAL,
    ['id', 'name', 'name_pt', 'name_es', 'stage', 'stage_pt', 'stage_es', 'position'],
  ]),
  pom_categories: columns([NOT_PERSONAL, ['id', 'name', 'name_pt', 'name_es']]),
  proposal_factors: columns([
    NOT_PERSONAL,
    ['id', 'name', 'name_pt', 'name_es', 'stage', 'stage_pt', 'stage_es'],
  ]),
  languages: columns([NOT_PERSONAL, ['id', 'code', 'name', 'name_pt', 'name_es']]),
  packages: columns([
    NOT_PERSONAL,
    [
      'id',
      'name',
      'name_prt',
      'name_spn',
      'services',
      'services_prt',
      'services_spn',
      'full_description',
      'full_description_prt',
      'full_description_spn',
      'monthly_cost',
      'yearly_cost',
      'available_features',
      'updated_at',
    ],
  ]),
  option_items: columns([
    NOT_PERSONAL,
    ['id', 'list_key', 'key', 'group_key', 'name', 'name_pt', 'name_es', 'position'],
  ]),
  pages: columns([
    NOT_PERSONAL,
    [
      'id',
      'slug',
      'name',
      'name_pt',
      'name_es',
      'content',
      'content_pt',
      'content_es',
      'upload_pdf',
      'upload_pdf_pr',
      'upload_pdf_es',
      'updated_at',
    ],
  ]),
  list_counts: columns(
    [NOT_PERSONAL, ['key', 'total', 'counted_at', 'statement', 'wanted']],
    [
      personal(
        "a long list's filters, to recount it: the viewer's id for a list that leaves their own items out",
        'an hour after the list was last read, deleted by the recount job',
        'keep',
      ),
      ['params'],
    ],
  ),
};
