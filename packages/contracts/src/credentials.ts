import { z } from 'zod/mini';
import { operatorReason } from './admin';
import { idSchema, listResponseSchema, optionalFilter, paginationQuerySchema } from './common';
import { isoDay, optionalDay } from './content';
import { flagSchema, idRefSchema, optionalIdRef, optionalText, requiredText } from './fields';
import { DATA_URL_MAX_LENGTH, declaresFileType, IMAGE_CONTENT_TYPES, PDF_CONTENT_TYPE } from './files';
import { VALIDATION_CODES as V } from './validation';

/**
 * Awards and certificates (content-community §2 Awards and certificates editors, §3
 * Award/certificate item, §4, §5; DESIGN §3b): one concept with two kinds, one editor screen.
 */
export const CREDENTIAL_KINDS = ['award', 'certificate'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
export const credentialKindSchema = z.enum(CREDENTIAL_KINDS);

/** The owner's Publish switch (spec §3: default unpublish). */
export const CREDENTIAL_USER_STATUSES = ['publish', 'unpublish'] as const;
export type CredentialUserStatus = (typeof CREDENTIAL_USER_STATUSES)[number];

/** The operator's decision; a new or edited item is under review (spec §4). */
export const CREDENTIAL_ADMIN_STATUSES = ['underreview', 'approved', 'declined'] as const;
export type CredentialAdminStatus = (typeof CREDENTIAL_ADMIN_STATUSES)[number];

/** The owner's editor of each kind (content-community §2), where a decision's e-mail leads. */
export const CREDENTIAL_EDITOR_PATHS = {
  award: '/awards',
  certificate: '/certifications',
} as const satisfies Record<CredentialKind, string>;

/** Limits of the editor's fields. */
export const CREDENTIAL_TITLE_MAX = 255;
export const CREDENTIAL_DESCRIPTION_MAX = 2000;

/** The spec's texts of the editor (§5, §8). */
export const CREDENTIAL_MESSAGES = {
  added: 'This information has been correctly submited',
  saved: 'Changes updated successfully',
  removed: 'Remove successfully',
} as const;

/** A credential's document as the API answers it: where to open it, its type and name. */
const documentSchema = {
  /** The file's address (a private file's checked download), or null without a file. */
  documentfile: z.nullable(z.string()),
  /** Its type, e.g. application/pdf or image/png. */
  documenttype: z.nullable(z.string()),
  documentname: z.nullable(z.string()),
};

/** One award or certificate as its owner edits it (GET or POST /api/listAwards, /api/listCertificates). */
export const credentialItemSchema = z.object({
  id: z.int(),
  type: credentialKindSchema,
  title: z.string(),
  description: z.string(),
  ...documentSchema,
  user_status: z.enum(CREDENTIAL_USER_STATUSES),
  admin_status: z.enum(CREDENTIAL_ADMIN_STATUSES),
  created_at: z.string(),
});
export type CredentialItem = z.infer<typeof credentialItemSchema>;

export const credentialListResponseSchema = z.object({ data: z.array(credentialItemSchema) });

/**
 * A save's file: the id POST /api/files answered, or the file itself (spec §3 'uploadedfile (file
 * as data)') as a data URL declaring a PNG, JPEG or PDF, or as bare base64; the server checks its
 * bytes. Read as the id, the file's text, or null ('' and null: no new file).
 */
const credentialUpload = z.pipe(
  z.optional(
    z.union([
      idRefSchema,
      z.null(),
      z.string().check(
        z.maxLength(DATA_URL_MAX_LENGTH, V.fileTooLarge),
        z.refine(
          (value) =>
            !value.startsWith('data:') || declaresFileType(value, [...IMAGE_CONTENT_TYPES, PDF_CONTENT_TYPE]),
          V.credentialFileOnly,
        ),
      ),
    ]),
  ),
  z.transform((value) => value || null),
);

/**
 * The editor's save of one item (POST /api/addAward, /api/addCertificate, /api/editAward,
 * /api/editCertificate). `uploadedfile` is the file to keep (`credentialUpload`); `filedeleted`
 * '1' removes the current file. `admin_status`, owner and dates are the server's: sent, they are
 * ignored.
 */
export const credentialInputSchema = z.object({
  title: requiredText(CREDENTIAL_TITLE_MAX),
  description: requiredText(CREDENTIAL_DESCRIPTION_MAX),
  uploadedfile: credentialUpload,
  filedeleted: z._default(z.enum(['0', '1']), '0'),
  user_status: z._default(z.enum(CREDENTIAL_USER_STATUSES), 'unpublish'),
});
export type CredentialInput = z.input<typeof credentialInputSchema>;
/** A save as the server reads it: trimmed texts, the upload's id, its data or null, the defaults filled in. */
export type CredentialFields = z.output<typeof credentialInputSchema>;

/** An edit names its item (spec: 0 means new, so an edit's id is a real one). */
export const credentialEditSchema = z.extend(credentialInputSchema, { id: idSchema });
export type CredentialEdit = z.input<typeof credentialEditSchema>;

/** POST /api/deleteAward, /api/deleteCertificate: the item (only its id is read). */
export const credentialDeleteSchema = z.object({ id: idSchema });

/** A saved item: the spec's client reads `success.id` for a new one. */
export const credentialSavedResponseSchema = z.object({ success: credentialItemSchema, message: z.string() });
export const credentialRemovedResponseSchema = z.object({ success: z.string() });

/** POST /api/userCertificatesList, /api/userAwardsList: a member's credentials others may see. */
export const userCredentialsQuerySchema = z.object({ user_id: idSchema });

/** A credential as visitors see it: only published and approved ones, without statuses. */
export const publicCredentialSchema = z.object({
  id: z.int(),
  type: credentialKindSchema,
  title: z.string(),
  description: z.string(),
  ...documentSchema,
  created_at: z.string(),
});
export type PublicCredential = z.infer<typeof publicCredentialSchema>;
export const publicCredentialListResponseSchema = z.object({ data: z.array(publicCredentialSchema) });

/** GET /api/admin/credentials: the operator's queue, under review by default. */
export const adminCredentialListQuerySchema = z.extend(paginationQuerySchema, {
  status: z._default(z.enum(CREDENTIAL_ADMIN_STATUSES), 'underreview'),
  type: optionalFilter(credentialKindSchema),
});
export type AdminCredentialListQuery = z.infer<typeof adminCredentialListQuerySchema>;

export const adminCredentialSchema = z.extend(credentialItemSchema, {
  /** Why it was declined, as the owner was told; null otherwise. */
  deny_reason: z.nullable(z.string()),
  /** The owner's company name (an advisor's own name). */
  owner: z.object({ id: z.int(), name: z.string() }),
});
export type AdminCredential = z.infer<typeof adminCredentialSchema>;
export const adminCredentialListResponseSchema = listResponseSchema(adminCredentialSchema);

/** POST /api/admin/credentials/{award|certificate}/{id}/status. */
export const credentialDecisionParamsSchema = z.object({ type: credentialKindSchema, id: idSchema });
/** Approve, or decline with a reason the owner is told (the same rule as a content item's denial). */
export const credentialDecisionSchema = z.discriminatedUnion('admin_status', [
  z.object({ admin_status: z.literal('approved') }),
  z.object({ admin_status: z.literal('declined'), reason: operatorReason }),
]);
export type CredentialDecision = z.infer<typeof credentialDecisionSchema>;

/**
 * An advisor's education and work experience (the spec's "expertise"): the generic section list
 * page's two sections (content-community §2, §3 Education and Expertise, §4, §5, §7). Advisors
 * edit their own; every member reads them on the advisor's public profile.
 */
export const PROFILE_SECTIONS = ['education', 'expertise'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** At most this many items in each section of an advisor's: a CV, not a store. */
export const PROFILE_SECTION_MAX_ITEMS = 100;

const isDayText = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isDayOrEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || isDayText(value);

/**
 * The end is not before the start, checked with the other fields so every problem shows at once.
 * A current job's end date is not read (§4: the form disables it; the server stores none).
 */
const endNotBeforeStart = z.refine<{
  init_date: string | null;
  end_date: string | null;
  current_job?: boolean;
}>(
  (input) =>
    input.current_job === true || !input.init_date || !input.end_date || input.end_date >= input.init_date,
  {
    message: V.endBeforeStart,
    path: ['end_date'],
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      const dates = value as { init_date?: unknown; end_date?: unknown };
      return isDayOrEmpty(dates.init_date) && isDayOrEmpty(dates.end_date);
    },
  },
);

/**
 * POST /api/advisors/educations, PUT /api/advisors/educations/{id} (spec §5: academy and degree
 * required). `type_of_degree` and `field_of_study` are keys of the degree-types and
 * fields-of-study lists; `image` an id POST /api/files answered.
 */
export const educationInputSchema = z
  .object({
    academy: requiredText(255),
    degree: requiredText(255),
    type_of_degree: optionalText(60),
    field_of_study: optionalText(60),
    description: optionalText(2000),
    init_date: optionalDay,
    end_date: optionalDay,
    image: optionalIdRef,
  })
  .check(endNotBeforeStart);
export type EducationInput = z.input<typeof educationInputSchema>;
/** A save as the server reads it: trimmed texts, empty ones and dates as null, the image's id or null. */
export type EducationFields = z.output<typeof educationInputSchema>;

export const educationSchema = z.object({
  id: z.int(),
  academy: z.string(),
  degree: z.string(),
  type_of_degree: z.nullable(z.string()),
  field_of_study: z.nullable(z.string()),
  description: z.nullable(z.string()),
  init_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  image: z.nullable(z.object({ id: z.int(), name: z.string(), url: z.string() })),
});
export type Education = z.infer<typeof educationSchema>;

/**
 * POST /api/advisors/expertises, PUT /api/advisors/expertises/{id}: one job (spec §5: company,
 * position and start date required; §4: a current job has no end date).
 */
export const expertiseInputSchema = z
  .object({
    company_name: requiredText(255),
    position: requiredText(255),
    highlights: optionalText(2000),
    current_job: z._default(flagSchema, false),
    init_date: isoDay,
    end_date: optionalDay,
  })
  .check(endNotBeforeStart);
export type ExpertiseInput = z.input<typeof expertiseInputSchema>;
export type ExpertiseFields = z.output<typeof expertiseInputSchema>;

export const expertiseSchema = z.object({
  id: z.int(),
  company_name: z.string(),
  position: z.string(),
  highlights: z.nullable(z.string()),
  current_job: z.boolean(),
  init_date: z.string(),
  /** Null for the current job. */
  end_date: z.nullable(z.string()),
});
export type Expertise = z.infer<typeof expertiseSchema>;

export const educationListResponseSchema = z.object({ data: z.array(educationSchema) });
export const expertiseListResponseSchema = z.object({ data: z.array(expertiseSchema) });
export const educationSavedResponseSchema = z.object({ success: educationSchema, message: z.string() });
export const expertiseSavedResponseSchema = z.object({ success: expertiseSchema, message: z.string() });
