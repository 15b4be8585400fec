import { PostDetail, postsApi } from '../../../features/posts';
import { ContentDetailRoute } from '../content/content-detail-route';

/** /post/{id}: one blog post, for visitors too (a shared link). */
export function PostPage() {
  return (
    <ContentDetailRoute
      type={'post'}
      visitors
      itemQuery={postsApi.itemQuery}
      render={(item, isOwner) => <PostDetail item={item} isOwner={isOwner} />}
    />
  );
}
