/** Blog posts on the web: the type's descriptor and the detail the operators' queue shows. */

export { PostDetail } from './components/post-detail';
export { postPaths, postType } from './content-type';
