/** The feed: its tabs, search, filters and cards, and the sidebar of the newest. */
export { pagedCards, searchQuery } from './api/feed';
export { FeedCardView } from './components/feed-card';
export { FeedFilterBar } from './components/feed-filters';
export { FeedSidebar } from './components/feed-sidebar';
export {
  CompanyDirectory,
  FeedView,
  OwnerChannel,
  type Reader,
  useAddressView as useFeedAddressView,
} from './components/feed-view';
export { type FeedFilters, filterQuery } from './feed-params';
