/**
 * The engine every content type stands on: the descriptor a type is defined by, the form engine
 * (fields, values, the create/edit form), the detail frame, the directory, the owner's list and
 * the pages' frames (tier gate, detail route).
 */
export type { ContentPageRoute, ContentTypeDescriptor, EntityEntry } from './content-type';
export {
  ContentDetail,
  DetailImage,
  DetailSection,
  Fact,
  FactGrid,
  FactSection,
  FileLinks,
  names,
  StoredFileLink,
} from './detail/content-detail';
export { ContentCard, ContentDirectory, PagedResults } from './directory/content-directory';
export {
  categoriesField,
  closingDateField,
  publicationDateField,
  referenceChoices,
  singleFileField,
  targetCountriesField,
  targetSectorsField,
  titleField,
} from './form/common-fields';
export { EntityFieldInput } from './form/entity-field-input';
export {
  type ContentEntity,
  defineEntity,
  type EntityField,
  type EntityValues,
} from './form/entity-fields';
export { EntityForm } from './form/entity-form';
export {
  choiceOf,
  entityBody,
  entityFieldPath,
  firstFileId,
  initialEntityValues,
  storedFiles,
  toId,
} from './form/entity-values';
export { OwnContentList } from './own/own-content-list';
export { OwnContentOf } from './own/own-content-of';
export { ContentDetailRoute } from './page/content-detail-route';
export { ContentPage } from './page/content-page';
export { FeatureGate } from './page/feature-gate';
export { FeatureUpgrade } from './page/feature-upgrade';
