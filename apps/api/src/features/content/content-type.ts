import type { ContentListQuery, ContentType, Feature, Language, ListMeta } from '@acorn/contracts';
import { contentItems, type Db, type DbExecutor } from '@acorn/db';
import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/errors';
import type { Given } from '../../lib/prepared';
import { requireFeature } from '../../lib/tiers';
import {
  type ContentFields,
  type ContentLinks,
  contentList,
  createContentItem,
  deleteContentItem,
  type ListSelect,
  updateContentItem,
  VIEWER,
  visibleTo,
} from './content.service';

/** Who is asking, and what their answers need. */
export interface Caller {
  db: Db;
  storage: FileStorage;
  /** 0 for a visitor, who owns nothing. */
  userId: number;
  language: Language;
  /** Someone without a participant's session, on a type open to visitors: no tier to check. */
  visitor?: boolean;
}

export interface PresentOptions {
  viewerId: number;
  language: Language;
  today: string;
  storage: FileStorage;
}

/** What makes one content type: its tier, its own table and links, and its answer. */
export interface ContentTypeDefinition<Row, Item, Input, Query extends ContentListQuery = ContentListQuery> {
  feature: Feature;
  perPage: number;
  /** The spec's '...Others' lists: the public list leaves the caller's own items out. */
  othersOnly?: boolean;
  /** Edits go back to the operator (spec §4: advisor listings). */
  reapproveOnEdit?: boolean;
  /**
   * The type's rows with everything the answer needs for `viewer` (an id, or `VIEWER` in a list's
   * statement), matching `where`, in `order`.
   */
  read(db: DbExecutor, where: SQL, order: SQL[], viewer: number | Placeholder): ListSelect<Row>;
  /**
   * A list's own scope for some queries (one's applications), instead of the public items; built
   * once per shape of the list (`contentList`) from the filters given, with `VIEWER` for the viewer.
   */
  scope?(given: Given<Query>): SQL | undefined;
  /** Conditions the type adds to its public list (hidden advisor listings by owner), as `scope`. */
  where?(given: Given<Query>, list: { own: boolean }): SQL[];
  present(row: Row, options: PresentOptions): Item;
  fields(input: Input): ContentFields;
  links(input: Input): ContentLinks;
  /** Writes the type's own row and attachments; `created` on the first save. */
  save(
    tx: DbExecutor,
    options: { contentId: number; userId: number; type: ContentType; input: Input; created: boolean },
  ): Promise<void>;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The calls every type answers, on the content engine: read one, create (pending approval),
 * edit, delete and list. Reading, creating and editing need the type's tier feature; deleting
 * does not, so nothing is kept against its owner's will after a downgrade.
 */
export function contentTypeService<Row, Item, Input, Query extends ContentListQuery = ContentListQuery>(
  definition: ContentTypeDefinition<Row, Item, Input, Query>,
) {
  const listPage = contentList<Row, Query>({
    name: definition.feature,
    scope: definition.scope,
    where: definition.where,
    select: (db, ids, order) => definition.read(db, ids, order, VIEWER),
  });
  const presenting = (caller: Caller): PresentOptions => ({
    viewerId: caller.userId,
    language: caller.language,
    today: today(),
    storage: caller.storage,
  });

  async function get(options: Caller & { type: ContentType; id: number }): Promise<Item> {
    const { db, userId, type, id } = options;
    if (!options.visitor) await requireFeature({ db, userId, feature: definition.feature });
    const [row] = await definition.read(
      db,
      and(eq(contentItems.id, id), eq(contentItems.type, type), visibleTo(userId)) as SQL,
      [],
      userId,
    );
    if (!row) throw new AppError({ code: 'content_not_found' });
    return definition.present(row, presenting(options));
  }

  /**
   * One item in whatever status, as a member who does not own it reads it: the operator's review
   * of what the public would see. No tier: operators have none.
   */
  async function review(options: Omit<Caller, 'userId'> & { type: ContentType; id: number }): Promise<Item> {
    const { db, type, id } = options;
    const [row] = await definition.read(
      db,
      and(eq(contentItems.id, id), eq(contentItems.type, type)) as SQL,
      [],
      0,
    );
    if (!row) throw new AppError({ code: 'content_not_found' });
    return definition.present(row, presenting({ ...options, userId: 0 }));
  }

  async function create(options: Caller & { type: ContentType; input: Input }): Promise<Item> {
    const { db, userId, type, input } = options;
    await requireFeature({ db, userId, feature: definition.feature });
    const id = await db.transaction(async (tx) => {
      const row = await createContentItem({
        tx,
        ownerId: userId,
        type,
        fields: definition.fields(input),
        links: definition.links(input),
      });
      await definition.save(tx, { contentId: row.id, userId, type, input, created: true });
      return row.id;
    });
    return get({ ...options, id });
  }

  async function update(options: Caller & { type: ContentType; id: number; input: Input }): Promise<Item> {
    const { db, userId, type, id, input } = options;
    await requireFeature({ db, userId, feature: definition.feature });
    await db.transaction(async (tx) => {
      const row = await updateContentItem({
        tx,
        ownerId: userId,
        type,
        id,
        fields: definition.fields(input),
        links: definition.links(input),
        reapprove: definition.reapproveOnEdit ?? false,
      });
      if (!row) throw new AppError({ code: 'content_not_found' });
      await definition.save(tx, { contentId: id, userId, type, input, created: false });
    });
    return get(options);
  }

  async function remove(options: { db: Db; userId: number; type: ContentType; id: number }): Promise<void> {
    if (!(await deleteContentItem({ ...options, ownerId: options.userId }))) {
      throw new AppError({ code: 'content_not_found' });
    }
  }

  async function list(
    options: Caller & { type: ContentType; query: Query },
  ): Promise<{ data: Item[]; meta: ListMeta }> {
    const { db, userId, type, query } = options;
    if (!options.visitor) await requireFeature({ db, userId, feature: definition.feature });
    const { rows, meta } = await listPage({
      db,
      viewerId: userId,
      type,
      query,
      perPage: definition.perPage,
      othersOnly: definition.othersOnly ?? false,
    });
    const answering = presenting(options);
    return { data: rows.map((row) => definition.present(row, answering)), meta };
  }

  return { feature: definition.feature, get, review, create, update, remove, list };
}
