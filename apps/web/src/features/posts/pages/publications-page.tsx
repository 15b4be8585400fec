import type { Post } from '@acorn/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ContentPage, OwnContentOf } from '../../content';
import { postsApi } from '../api/posts';

/** /publications: the company's own posts in every status (drafts included), with Status, Edit and delete. */
export function PublicationsPage() {
  const { t } = useTranslation('posts');
  return (
    <ContentPage feature="CONTENTS_PUBLICATIONS_FEATURE" title={t('own.title')} intro={t('own.intro')}>
      <OwnContentOf<Post>
        api={postsApi}
        entity="post"
        detailPath={(item) => paths.item('post', item.id)}
        closingOf={() => null}
      />
    </ContentPage>
  );
}
