export {
  categoriesColumn,
  contentColumns,
  type FileRow,
  filesOfRole,
  type LocalizedRef,
  linked,
  localizedRefs,
  namedRef,
  servicesColumn,
} from './content.queries';
export {
  type ContentFields,
  type ContentLinks,
  type ContentRow,
  contentList,
  contentStatus,
  createContentItem,
  decideContent,
  deleteContentItem,
  findContentItem,
  isPublicNow,
  type LinkFilters,
  type ListSelect,
  listOwnContent,
  matchesSearch,
  oneFile,
  replaceContentFiles,
  SEARCH_CANDIDATES,
  searchableText,
  searchQuery,
  searchRank,
  textQueryOf,
  updateContentItem,
  VIEWER,
  visibleTo,
} from './content.service';
export { contentErrorResponses, REMOVED_MESSAGE, removedResponseSchema } from './content-responses';
export {
  type ContentTypeApi,
  defineContentType,
  type ServedContentType,
} from './content-routes';
export {
  type Caller,
  contentTypeService,
  type PresentOptions,
} from './content-type';
