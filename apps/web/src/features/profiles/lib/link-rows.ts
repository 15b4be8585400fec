import { VALIDATION_CODES as V } from '@acorn/contracts';

/** One "level / value" link of an online-presence list: a label (e.g. Blog) and its URL. */
export interface LinkRow {
  level: string;
  value: string;
}

export const emptyLinkRow = (): LinkRow => ({ level: '', value: '' });

const isBlank = (row: LinkRow) => row.level.trim() === '' && row.value.trim() === '';

/** The rows a form starts with: the saved ones, or a single empty row to type into. */
export function linkRowsForForm(rows: readonly LinkRow[] | null | undefined): LinkRow[] {
  const kept = (rows ?? []).map((row) => ({ level: row.level ?? '', value: row.value ?? '' }));
  return kept.length > 0 ? kept : [emptyLinkRow()];
}

export function addLinkRow(rows: readonly LinkRow[]): LinkRow[] {
  return [...rows, emptyLinkRow()];
}

/** Removes one row; removing the last one leaves one empty row, so there is always a row to fill. */
export function removeLinkRow(rows: readonly LinkRow[], index: number): LinkRow[] {
  const rest = rows.filter((_, position) => position !== index);
  return rest.length > 0 ? rest : [emptyLinkRow()];
}

/** What is sent: trimmed rows that hold something; empty rows stay on screen only. */
export function linkRowsForPayload(rows: readonly LinkRow[]): LinkRow[] {
  return rows
    .filter((row) => !isBlank(row))
    .map((row) => ({ level: row.level.trim(), value: row.value.trim() }));
}

/**
 * The rows' rule the schema cannot hold: it drops a row without an address, so a row with a label
 * needs one (`<path>.<index>.value`, at its place on screen). The addresses' format is the schema's.
 */
export function linkRowErrors(rows: readonly LinkRow[], path: string): Record<string, string> {
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (row.level.trim() !== '' && row.value.trim() === '') errors[`${path}.${index}.value`] = V.required;
  });
  return errors;
}

/**
 * A problem the schema or the server finds in its n-th row, moved to that row's place on screen:
 * both count only the rows with an address (the form keeps empty rows on screen, the schema drops
 * rows without an address).
 */
export function screenRowPath(rows: readonly LinkRow[], path: string, bodyPath: string): string {
  const match = new RegExp(`^${path.replace(/\./g, '\\.')}\\.(\\d+)(\\..+)?$`).exec(bodyPath);
  if (!match) return bodyPath;
  const screenIndexes = rows.flatMap((row, index) => (row.value.trim() === '' ? [] : [index]));
  const screenIndex = screenIndexes[Number(match[1])];
  return screenIndex === undefined ? bodyPath : `${path}.${screenIndex}${match[2] ?? ''}`;
}
