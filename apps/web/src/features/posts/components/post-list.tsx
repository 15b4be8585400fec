import type { Post } from '@acorn/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { formatLongDate, plainText } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { ContentCard, ContentDirectory } from '../../content';
import { postsApi } from '../api/posts';
import { PostTags } from './post-detail';

const PER_PAGE = 10;

function PostCard({ item }: { item: Post }) {
  const language = useLanguage();
  return (
    <ContentCard
      image={item.thumbnailImage}
      title={item.title}
      to={paths.item('post', item.id)}
      company={item.user.company_name}
    >
      <Text size="sm" c="dimmed">
        {formatLongDate(item.createdAt, language)}
      </Text>
      <Text size="sm" lineClamp={3}>
        {plainText(item.description)}
      </Text>
      <PostTags post={item} />
    </ContentCard>
  );
}

/** /blog: the network's published posts, newest first, searchable, page after page. */
export function PostList() {
  const { t } = useTranslation('posts');
  return (
    <ContentDirectory<Post>
      listQuery={(search) => postsApi.moreListQuery({ perPage: PER_PAGE, ...(search ? { search } : {}) })}
      searchLabel={t('list.searchLabel')}
      searchPlaceholder={t('list.searchPlaceholder')}
      renderItem={(item) => <PostCard item={item} />}
    />
  );
}
