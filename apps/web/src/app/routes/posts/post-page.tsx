import { Container } from '@mantine/core';
import { PostDetail, postsApi } from '../../../features/posts';
import { JoinCall } from '../../../features/share';
import { useSession } from '../../../lib/use-session';
import { ContentDetailRoute } from '../content/content-detail-route';

/**
 * /post/{id}: one blog post, for visitors too (a shared link), who are offered a way in below it
 * once the post has loaded (shown earlier, the post would push it down as it arrives).
 */
export function PostPage() {
  const { token } = useSession();
  return (
    <ContentDetailRoute
      type={'post'}
      visitors
      itemQuery={postsApi.itemQuery}
      render={(item, isOwner) => (
        <>
          <PostDetail item={item} isOwner={isOwner} />
          {!token && (
            <Container size="md" mt="xl">
              <JoinCall />
            </Container>
          )}
        </>
      )}
    />
  );
}
