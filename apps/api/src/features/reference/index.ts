/** What other features and the app use of the reference lists. */

export { presentCountry } from './reference.presenter';
export { referenceRoutes } from './reference.routes';
export { assertReferencesExist } from './reference.service';
export { namesOf, type ReferenceNames, referenceNamesFor } from './reference-names';
