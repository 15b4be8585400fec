import type { FormErrors } from '@mantine/form';
import type { StoredFile } from '../../../components/file-upload/file-upload';
import type { EntityField, EntityValues } from './entity-fields';

/** What reading and writing the form's values needs of a type. */
type Fields = { fields: readonly EntityField[] };

/** A reference choice's id as the server takes it ('12' -> 12; a list of them, each). */
export const toId = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(toId) : value === null || value === '' ? undefined : Number(value);

/** A one-file field's upload as the server takes it: its id, or null without one. */
export const firstFileId = (value: unknown): number | null => (value as StoredFile[])[0]?.id ?? null;

/** A stored file (or none) as a files field holds it. */
export const storedFiles = (file: { id: number; name: string; url: string } | null): StoredFile[] =>
  file ? [{ id: file.id, name: file.name, url: file.url }] : [];

/** A stored reference as the form's select holds it (ids as text). */
export const choiceOf = (id: number | null | undefined): string | null => (id == null ? null : String(id));

const serverKey = (field: Pick<EntityField, 'key' | 'backendKey'>) => field.backendKey ?? field.key;

/** What an empty field holds: the spec's defaults (numbers start at 1, nothing chosen, no file). */
function emptyValue(field: EntityField): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  switch (field.type) {
    case 'number':
      return 1;
    case 'checkbox':
      return false;
    case 'files':
      return [];
    case 'select':
      return field.multiple ? [] : null;
    default:
      return '';
  }
}

/** The form's values before anything is typed or prefilled. */
export function initialEntityValues(definition: Fields): EntityValues {
  const values: EntityValues = {};
  for (const field of definition.fields) {
    if (field.type === 'scoringBoard') {
      for (const flag of field.fields ?? []) values[flag.key] = Boolean(field.defaultValue);
    } else values[field.key] = emptyValue(field);
  }
  return values;
}

const yesNo = (value: unknown) => (value ? 'Yes' : 'No');

/** One field's value as the server takes it (spec §5: integers, YYYY-MM-DD, Yes/No, ids). */
function serverValue(field: EntityField, value: unknown): unknown {
  if (field.toServerKeyExtractor) return field.toServerKeyExtractor(value);
  if (field.toServerBooleanYesNo) return yesNo(value);
  switch (field.type) {
    case 'number':
      return value === '' || value === null ? undefined : Math.trunc(Number(value));
    case 'files':
      return (value as StoredFile[]).map((file) => file.id);
    case 'checkbox':
      return Boolean(value);
    default:
      return value === '' || value === null ? undefined : value;
  }
}

/** The body of the create or edit call: each field under its server name. */
export function entityBody(definition: Fields, values: EntityValues) {
  const body: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (field.type === 'scoringBoard') {
      for (const flag of field.fields ?? []) {
        body[serverKey(flag)] = field.toServerBooleanYesNo
          ? yesNo(values[flag.key])
          : Boolean(values[flag.key]);
      }
    } else body[serverKey(field)] = serverValue(field, values[field.key]);
  }
  return body;
}

/** Where a problem the schema or the server reports under a server name shows on the form. */
export function entityFieldPath(definition: Fields) {
  const byServerKey = new Map<string, string>();
  for (const field of definition.fields) {
    for (const named of field.type === 'scoringBoard' ? (field.fields ?? []) : [field]) {
      byServerKey.set(serverKey(named), named.key);
    }
  }
  return (path: string) => {
    const [head = '', ...rest] = path.split('.');
    // A problem with one item of a list (sectors.2) shows under the list's field.
    if (rest.length > 0 && /^\d+$/.test(rest[0] ?? '')) return byServerKey.get(head) ?? path;
    return [byServerKey.get(head) ?? head, ...rest].join('.');
  };
}

/** The labels (translation keys) of required fields left empty, in the order the form shows them. */
export function missingRequiredLabels(definition: Fields, errors: FormErrors): string[] {
  return definition.fields
    .filter((field) => field.required && errors[field.key] === 'required')
    .map((field) => field.label);
}
