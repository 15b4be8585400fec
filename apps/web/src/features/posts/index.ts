/** Blog posts on the web: their calls, detail and list. */
export { postsApi } from './api/posts';
export { PostDetail } from './components/post-detail';
export { PostList } from './components/post-list';
