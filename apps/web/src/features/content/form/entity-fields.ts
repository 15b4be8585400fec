import type { z } from 'zod/mini';
import type { UploadAccept } from '../../../components/file-upload/upload-rules';
import type { ReferenceListType } from '../../../lib/reference-lists';

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

/** What the engine needs of every type alike: the form's fields, the schema and the calls that save. */
interface EntityForm {
  /** Creating needs the operator's approval ('Submit for approval'). */
  approval: boolean;
  /** The contracts' schema of the create and edit calls. */
  schema: z.ZodMiniType;
  fields: readonly EntityField[];
  create(body: unknown): Promise<unknown>;
  update(id: number, body: unknown): Promise<unknown>;
  /** Query keys to refresh after a save (the owner's lists, the detail). */
  invalidates: readonly (readonly unknown[])[];
}

/** A type's form as its feature writes it, with the reads of the item its own API answers. */
export interface EntityDefinition<Item> extends EntityForm {
  load(id: number): Promise<Item>;
  /** Who owns a stored item: only its owner edits it. */
  ownerOf(item: Item): number;
  /** The form's values of a stored item (the inverse of the engine's body). */
  toValues(item: Item): EntityValues;
}

/** A stored item as the engine reads it: whose it is and the values it fills the form with. */
interface EditableItem {
  ownerId: number;
  values: EntityValues;
}

/** Any type's form, its item's reads closed over: the registry holds every type alike. */
export interface ContentEntity extends EntityForm {
  loadEditable(id: number): Promise<EditableItem>;
}

/** A type's form for the engine: `load`, `ownerOf` and `toValues` are checked to read the same item. */
export function defineEntity<Item>({
  load,
  ownerOf,
  toValues,
  ...form
}: EntityDefinition<Item>): ContentEntity {
  return {
    ...form,
    loadEditable: (id) => load(id).then((item) => ({ ownerId: ownerOf(item), values: toValues(item) })),
  };
}
