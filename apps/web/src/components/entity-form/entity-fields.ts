import type { Feature } from '@acorn/contracts';
import type { z } from 'zod/mini';
import type { ReferenceListType } from '../../lib/reference-lists';
import type { UploadAccept } from '../file-upload/upload-rules';

/** The spec's form field kinds (content-community §3), plus a long plain text. */
type EntityFieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'checkbox'
  | 'select'
  | 'files'
  | 'wysiwyg'
  | 'scoringBoard';

export type EntityValues = Record<string, unknown>;

/** One field of an entity's form, with the spec's properties (content-community §3). */
export interface EntityField {
  /** The form's name of the field (spec: businessService). */
  key: string;
  /** The server's name when it differs (service_id); errors under it show under this field. */
  backendKey?: string;
  /** Translation key of the label, in the entity's namespace. */
  label: string;
  type: EntityFieldKind;
  /** Columns out of 12 from small screens on; a phone always gives the whole row. */
  grid?: 3 | 4 | 6 | 12;
  required?: boolean;
  /** Fixed choices: values with translation keys of their labels. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  optionType?: ReferenceListType;
  multiple?: boolean;
  maxFiles?: number;
  accept?: UploadAccept;
  defaultValue?: unknown;
  /** Turns the form's value into what the server takes (a choice into its id). */
  toServerKeyExtractor?: (value: unknown) => unknown;
  /** A yes/no choice sent as 'Yes' / 'No' (spec §5). */
  toServerBooleanYesNo?: boolean;
  /** Text: characters beyond are not typed; multiple select: choices beyond are not taken. */
  maxValues?: number;
  /** Shows a select's choices under their group (services by growth stage). */
  groupBy?: boolean;
  /** Translation key of a line under the field. */
  hint?: string;
  /** Translation key of the heading of the group this field starts (a long form's sections). */
  group?: string;
  /** The field is read-only while this holds for the form's values. */
  disableIf?: (values: EntityValues) => boolean;
  /** A scoring board's selects: each a yes/no flag of its own. */
  fields?: ReadonlyArray<Pick<EntityField, 'key' | 'backendKey' | 'label'>>;
  /** For a scoring board: the two answers' translation keys (Yes/No, Required/Not required). */
  answers?: { yes: string; no: string };
}

/** An item as the API answers it: anything the detail reads, keyed by server names. */
export type EntityItem = Record<string, unknown> & { id: number };

/**
 * Everything the engine needs to create and edit one content type: its fields, the schema the API
 * checks the body with, its calls and where the user goes afterwards.
 */
export interface EntityDefinition {
  /** The entity's name in /create/{entity} and /edit/{entity}/{id}. */
  name: string;
  /** Translation namespace of the field labels; titles and buttons are `content:entities.{name}`. */
  namespace: string;
  /** The tier feature the entity belongs to. */
  feature: Feature;
  /** Creating needs the operator's approval ('Submit for approval'). */
  approval: boolean;
  /** The contracts' schema of the create and edit calls. */
  schema: z.ZodMiniType;
  fields: readonly EntityField[];
  /** The form's values of a stored item (the inverse of the engine's body). */
  toValues(item: EntityItem): EntityValues;
  load(id: number): Promise<EntityItem>;
  /** Who owns a stored item: only its owner edits it. */
  ownerOf(item: EntityItem): number;
  create(body: unknown): Promise<EntityItem>;
  update(id: number, body: unknown): Promise<EntityItem>;
  /** Query keys to refresh after a save (the owner's lists, the detail). */
  invalidates: readonly unknown[][];
}
