import { isValidUrl, VALIDATION_CODES as V } from '@acorn/contracts';

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
 * Errors of the rows at their on-screen positions (`<path>.<index>.value`): a row with a label
 * needs a URL, and a URL must be valid.
 */
export function linkRowErrors(rows: readonly LinkRow[], path: string): Record<string, string> {
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const value = row.value.trim();
    if (value === '') errors[`${path}.${index}.value`] = V.required;
    else if (!isValidUrl(value)) errors[`${path}.${index}.value`] = V.urlInvalid;
  });
  return errors;
}

/**
 * A server error about the n-th sent row, moved to that row's place on screen (empty rows are
 * not sent, so the numbering differs).
 */
export function screenRowPath(rows: readonly LinkRow[], path: string, serverPath: string): string {
  const match = new RegExp(`^${path.replace(/\./g, '\\.')}\\.(\\d+)(\\..+)?$`).exec(serverPath);
  if (!match) return serverPath;
  const sentIndex = Number(match[1]);
  const screenIndexes = rows.flatMap((row, index) => (isBlank(row) ? [] : [index]));
  const screenIndex = screenIndexes[sentIndex];
  return screenIndex === undefined ? serverPath : `${path}.${screenIndex}${match[2] ?? ''}`;
}
