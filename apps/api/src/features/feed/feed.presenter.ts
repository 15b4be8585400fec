import {
  type ContentType,
  FEED_EXCERPT_LENGTH,
  type FeedCard,
  type FeedItemType,
  hasPlainDescription,
  type Language,
} from '@acorn/contracts';
import { plainText } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { contentStatus } from '../content';
import { type FileRow, publicImageUrl } from '../files';
import { namesOf, type ReferenceNames } from '../reference';
import type { CompanyCardRow, ContentCardRow } from './feed.queries';

interface CardOptions {
  viewerId: number;
  language: Language;
  today: string;
  storage: Pick<FileStorage, 'publicUrl'>;
}

/** A card's text: a rich description's words, or a plain one as typed (its `<` is text, not a tag). */
const excerpt = (text: string | null, plain = false) =>
  (plain ? (text ?? '').replace(/\s+/g, ' ').trim() : plainText(text ?? '')).slice(0, FEED_EXCERPT_LENGTH);

/** A card's picture at the sizes a screen picks from: medium, and large where the file has it. */
function cardPicture(file: FileRow | null, storage: CardOptions['storage']) {
  const large = file?.variants?.large ? publicImageUrl(file, storage, 'large') : null;
  return { image: publicImageUrl(file, storage, 'medium'), image_large: large };
}

function owner(row: CompanyCardRow | ContentCardRow, id: number, storage: CardOptions['storage']) {
  return {
    id,
    name: row.owner_name ?? '',
    avatar: publicImageUrl(row.owner_logo, storage, 'thumb'),
    headline: row.owner_headline ?? '',
    hidden: false,
  };
}

/**
 * A hidden advisor's listing names no one (its service titles it 'Nondisclosure'): the company
 * offering the advisor stays out of the card too, its id included, as on the listing's page.
 */
const hiddenOwner = (title: string) => ({
  id: 0,
  name: title,
  avatar: null,
  headline: '',
  hidden: true,
});

/** An item's card; `references` names its sectors and countries. */
export function presentContentCard(
  row: ContentCardRow,
  options: CardOptions & { references: ReferenceNames },
): FeedCard {
  const isOwn = row.owner_id === options.viewerId;
  return {
    item_type: row.type as FeedItemType,
    id: row.id,
    // A hidden advisor's listing is titled 'Nondisclosure' by its service; its avatar stays hidden too.
    title: row.title,
    excerpt: excerpt(row.description, hasPlainDescription(row.type as ContentType)),
    ...cardPicture(row.hidden_identity && !isOwn ? null : row.image, options.storage),
    status: isOwn ? contentStatus(row, options.today) : null,
    createdAt: row.created_at.toISOString(),
    deadline: row.deadline,
    samples_left: row.samples_left,
    sectors: namesOf(row.sector_ids, options.references.sectors, options.language),
    countries: namesOf(row.country_ids, options.references.countries, options.language),
    owner: row.hidden_identity && !isOwn ? hiddenOwner(row.title) : owner(row, row.owner_id, options.storage),
    is_own: isOwn,
    wanted: row.wanted,
  };
}

export function presentCompanyCard(row: CompanyCardRow, options: CardOptions): FeedCard {
  const card = owner(row, row.id, options.storage);
  return {
    item_type: 'company',
    id: row.id,
    title: card.name,
    excerpt: excerpt(row.owner_headline || row.about),
    image: card.avatar,
    image_large: null,
    status: null,
    createdAt: row.created_at.toISOString(),
    deadline: null,
    samples_left: null,
    sectors: [],
    countries: [],
    owner: card,
    is_own: row.id === options.viewerId,
    wanted: false,
  };
}
