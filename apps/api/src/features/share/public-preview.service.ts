import type {
  Language,
  PublicCompanyPreview,
  PublicContentPreview,
  PublicContentType,
} from '@acorn/contracts';
import type { Db } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/errors';
import { presentPublicCompany, presentPublicContent } from './public-preview.presenter';
import { findPublicCompany, findPublicContent } from './public-preview.queries';

interface PreviewOptions {
  db: Db;
  storage: FileStorage;
  id: number;
  language: Language;
}

/** The previews of shared links; anything not public reads as missing (404), never as private. */
export const publicPreview = {
  async company(options: PreviewOptions): Promise<PublicCompanyPreview> {
    const row = await findPublicCompany(options.db, options.id);
    if (!row) throw new AppError({ code: 'company_not_found' });
    return presentPublicCompany(row, options);
  },

  async content(options: PreviewOptions & { type: PublicContentType }): Promise<PublicContentPreview> {
    const row = await findPublicContent(options.db, { type: options.type, id: options.id });
    if (!row) throw new AppError({ code: 'content_not_found' });
    return presentPublicContent(row, options);
  },
};
