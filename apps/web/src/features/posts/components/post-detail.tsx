import type { Post } from '@acorn/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentDetail, DetailImage } from '../../content';

/** Tags and levers of growth as badges. */
export function PostTags({ post }: { post: Post }) {
  return (
    <Group gap={6}>
      {post.tags.map((tag) => (
        <Badge key={`tag-${tag.id}`} variant="light" color="forest" c="forest.8" radius="sm" tt="none">
          {tag.name}
        </Badge>
      ))}
      {post.leversOfGrowth.map((lever) => (
        <Badge key={`lever-${lever.id}`} variant="outline" color="forest" c="forest.8" radius="sm" tt="none">
          {lever.name}
        </Badge>
      ))}
    </Group>
  );
}

/** A blog post as members read it (spec §3, Blog post): tags, header image and text (its date in words above). */
export function PostDetail({ item, isOwner }: { item: Post; isOwner: boolean }) {
  const { t } = useTranslation('posts');
  return (
    <ContentDetail
      item={item}
      entity="post"
      kind={t('kind')}
      isOwner={isOwner}
      media={<DetailImage file={item.headerImage} />}
    >
      <PostTags post={item} />
    </ContentDetail>
  );
}
