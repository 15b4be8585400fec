import type { Post } from '@acorn/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { postsApi } from '../../../features/posts';
import { ContentPage } from '../content/content-page';
import { OwnContentOf } from '../content/own-content-of';

/** /publications: the company's own posts in every status (drafts included), with Status, Edit and delete. */
export function PublicationsPage() {
  const { t } = useTranslation('posts');
  return (
    <ContentPage feature="CONTENTS_PUBLICATIONS_FEATURE" title={t('own.title')} intro={t('own.intro')}>
      <OwnContentOf<Post>
        api={postsApi}
        entity="post"
        detailPath={(item) => paths.post(item.id)}
        closingOf={() => null}
      />
    </ContentPage>
  );
}
