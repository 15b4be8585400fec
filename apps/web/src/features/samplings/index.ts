/** Giveaways (samplings) on the web: the entity for the form engine, its calls and its pages' parts. */
export { samplingsApi } from './api/samplings';
export { SamplingDetail } from './components/sampling-detail';
export { SamplingListing } from './components/sampling-listing';
export { SamplingWant } from './components/sampling-want';
