import { useTranslation } from 'react-i18next';
import { PostList } from '../../../features/posts';
import { ContentPage } from '../content/content-page';

/** /blog: the network's posts, for visitors too. */
export function BlogPage() {
  const { t } = useTranslation('posts');
  return (
    <ContentPage feature="CONTENTS_BLOG_FEATURE" visitors title={t('list.title')} intro={t('list.intro')}>
      <PostList />
    </ContentPage>
  );
}
