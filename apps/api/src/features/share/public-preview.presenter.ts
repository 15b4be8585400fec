import {
  hasPlainDescription,
  type Language,
  PUBLIC_CONTENT_TYPES,
  type PublicCompanyPreview,
  type PublicContentPreview,
  type PublicContentType,
} from '@acorn/contracts';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { type FileRow, type LocalizedRef, namedRef } from '../content';
import { presentFile } from '../files';
import type { PublicCompanyRow, PublicContentRow } from './public-preview.queries';
import { excerpt } from './share.presenter';

/** A preview's text: a few lines, enough to decide whether to join. */
const SUMMARY_LENGTH = 600;

interface PresentOptions {
  language: Language;
  storage: Pick<FileStorage, 'publicUrl'>;
}

/** Only public uploads: a private file's address is never handed to a visitor. */
const publicImage = (file: FileRow | null | undefined, storage: PresentOptions['storage']) =>
  file?.visibility === 'public' ? presentFile(file, storage).url : null;

const shown = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const isPublicType = (type: string): type is PublicContentType =>
  (PUBLIC_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * An item as a signed-out visitor reads it: an allowlist of what its owner published for
 * everyone. Secured market fields, files and the owner's contact never appear.
 */
export function presentPublicContent(row: PublicContentRow, options: PresentOptions): PublicContentPreview {
  const { language, storage } = options;
  const type = row.type as PublicContentType;
  const named = (ref: LocalizedRef) => namedRef(ref, language);
  const owner = row.owner;
  return {
    id: row.id,
    type,
    title: row.title,
    summary: excerpt(row.description, !hasPlainDescription(type), SUMMARY_LENGTH),
    image: publicImage(row.images[0], storage),
    sectors: row.sectors.map(named),
    countries: row.countries.map(named),
    published_at: new Date(row.created_at).toISOString(),
    deadline: row.deadline,
    owner:
      owner.listed && shown(owner.name)
        ? { id: owner.id, name: shown(owner.name) ?? '', logo: publicImage(owner.logo, storage) }
        : null,
  };
}

/** A company as a signed-out visitor sees it: its own face, what it does and what it published. */
export function presentPublicCompany(row: PublicCompanyRow, options: PresentOptions): PublicCompanyPreview {
  const { language, storage } = options;
  const named = (ref: LocalizedRef) => namedRef(ref, language);
  return {
    id: row.id,
    name: shown(row.name) ?? '',
    headline: shown(row.headline),
    about: shown(row.about),
    logo: publicImage(row.logo, storage),
    sector: row.sector ? named(row.sector) : null,
    country: row.country ? named(row.country) : null,
    services: row.services.map(named),
    member_since: row.created_at.toISOString(),
    credentials: { certificates: row.certificates, awards: row.awards },
    items: row.items.flatMap((item) =>
      isPublicType(item.type) ? [{ id: item.id, type: item.type, title: item.title }] : [],
    ),
  };
}
