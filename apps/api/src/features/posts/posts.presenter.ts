import type { Post } from '@acorn/contracts';
import { contentStatus, namedRef, type PresentOptions } from '../content';
import { presentFile } from '../files';
import type { PostRow } from './posts.queries';

/** The wire shape of a blog post; the deny reason only for its owner. */
export function presentPost(row: PostRow, options: PresentOptions): Post {
  const { item, post } = row;
  const { viewerId, language, today, storage } = options;
  const one = (files: PostRow['header_image']) => (files[0] ? presentFile(files[0], storage) : null);
  return {
    id: item.id,
    item_type: 'post',
    title: item.title,
    description: item.description,
    status: contentStatus(item, today),
    deny_reason: item.owner_id === viewerId ? item.deny_reason : null,
    published: post.published,
    tags: row.tags.map((ref) => namedRef(ref, language)),
    leversOfGrowth: row.levers.map((ref) => namedRef(ref, language)),
    sectors: row.sectors.map((ref) => namedRef(ref, language)),
    countries: row.countries.map((ref) => namedRef(ref, language)),
    headerImage: one(row.header_image),
    thumbnailImage: one(row.thumbnail_image),
    createdAt: item.created_at.toISOString(),
    user: { id: item.owner_id, company_name: row.company_name },
  };
}
