/** The policy pages, for the features that show one. */
export { usePage } from './api/get-page';
