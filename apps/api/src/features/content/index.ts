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
  contentList,
  contentStatus,
  createContentItem,
  decideContent,
  isPublicNow,
  matchesSearch,
  oneFile,
  replaceContentFiles,
  SEARCH_CANDIDATES,
  searchableText,
  textQueryOf,
  VIEWER,
  visibleTo,
} from './content.service';
export { contentErrorResponses } from './content-responses';
export {
  defineContentType,
  type ServedContentType,
} from './content-routes';
export {
  type Caller,
  contentTypeService,
  type PresentOptions,
} from './content-type';
