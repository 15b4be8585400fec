/** The policy pages: their call, the document and its skeleton. */
export { usePage } from './api/get-page';
export { PolicyDocument } from './components/policy-document';
export { PolicyPageSkeleton } from './components/policy-page-skeleton';
