import { type Post, postInputSchema } from '@acorn/contracts';
import { categoriesField, defineEntity, singleFileField, storedFiles, titleField, toId } from '../content';
import { postsApi } from './api/posts';

/** A blog post for the form engine: /create/post, /edit/post/12 (spec §3, Blog post; §5). */
export const postEntity = defineEntity<Post>({
  approval: true,
  schema: postInputSchema,
  fields: [
    titleField,
    categoriesField,
    {
      key: 'leversOfGrowth',
      backendKey: 'levers_of_growth',
      label: 'fields.leversOfGrowth',
      type: 'select',
      optionType: 'services',
      groupBy: true,
      multiple: true,
      toServerKeyExtractor: toId,
    },
    { key: 'content', backendKey: 'description', label: 'fields.content', type: 'wysiwyg', required: true },
    { ...singleFileField('headerImage', 'image', 'header_image'), required: true },
    { ...singleFileField('thumbnailImage', 'image', 'thumbnail_image'), required: true },
    {
      key: 'published',
      label: 'fields.published',
      type: 'checkbox',
      defaultValue: true,
      toServerBooleanYesNo: true,
    },
  ],
  toValues(item) {
    return {
      title: item.title,
      categories: item.tags.map((tag) => String(tag.id)),
      leversOfGrowth: item.leversOfGrowth.map((lever) => String(lever.id)),
      content: item.description,
      headerImage: storedFiles(item.headerImage),
      thumbnailImage: storedFiles(item.thumbnailImage),
      published: item.published,
    };
  },
  load: postsApi.get,
  ownerOf: (item) => item.user.id,
  create: postsApi.create,
  update: postsApi.update,
  invalidates: [[...postsApi.keys.all]],
});
