import type { Post } from '@acorn/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { ContentDetail, DetailImage } from '../../../components/content-detail/content-detail';
import { ShareButton, shareUrl } from '../../../components/share-dialog';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

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

/** A blog post as members read it (spec §3, Blog post): its date in words, tags, header image and text. */
export function PostDetail({ item, isOwner }: { item: Post; isOwner: boolean }) {
  const { t } = useTranslation('posts');
  const language = useLanguage();
  return (
    <ContentDetail
      item={item}
      entity="post"
      kind={t('kind')}
      isOwner={isOwner}
      actions={
        <>
          <Text size="sm" c="dimmed">
            {formatLongDate(item.createdAt, language)}
          </Text>
          {item.status === 'published' && (
            <ShareButton url={shareUrl(paths.shareBlog(item.id))} title={item.title} />
          )}
        </>
      }
      media={<DetailImage file={item.headerImage} />}
    >
      <PostTags post={item} />
    </ContentDetail>
  );
}
