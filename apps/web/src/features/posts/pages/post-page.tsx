import { Container } from '@mantine/core';
import { useSession } from '../../../lib/use-session';
import { ContentDetailRoute } from '../../content';
import { JoinCall } from '../../share';
import { postsApi } from '../api/posts';
import { PostDetail } from '../components/post-detail';

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
