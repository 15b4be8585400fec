/** Blog posts on the content engine. */
export { postType } from './posts.descriptor';
