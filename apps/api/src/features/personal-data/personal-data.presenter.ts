import type { UserDetail } from '@acorn/contracts';
import { archivePath } from './personal-data.archive';
import type { PersonalDataRows } from './personal-data.queries';

/**
 * The archive's JSON document: the member's profile as the app shows it, then every row the
 * account holds by table, without secrets (the queries never read them). Each file names where
 * its bytes are in the archive.
 */
export const presentPersonalData = (options: {
  rows: PersonalDataRows;
  profile: UserDetail;
  exportedAt: Date;
}) => {
  const { rows, profile } = options;
  return {
    exported_at: options.exportedAt.toISOString(),
    profile,
    consents: { data_protection: Boolean(rows.account?.accept_rgpd) },
    ...rows,
    // Where the bytes are in the archive, not where the storage keeps them.
    files: rows.files.map(({ storage_key: _key, variants: _variants, ...file }) => ({
      ...file,
      archive_path: archivePath(file),
    })),
  };
};
