import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../content';
import { PostList } from '../components/post-list';

/** /blog: the network's posts, for visitors too. */
export function PostsPage() {
  const { t } = useTranslation('posts');
  return (
    <ContentPage feature="CONTENTS_BLOG_FEATURE" visitors title={t('list.title')} intro={t('list.intro')}>
      <PostList />
    </ContentPage>
  );
}
