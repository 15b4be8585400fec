/** The feed: its tabs, search, filters and cards, and the sidebar of the newest. */
export { FeedSidebar } from './components/feed-sidebar';
export { CompanyDirectory, FeedView, OwnerChannel, type Reader } from './components/feed-view';
