/** Giveaways (samplings) on the web: the type's descriptor and the parts other pages show. */

export { SamplingDetail } from './components/sampling-detail';
export { SamplingWant } from './components/sampling-want';
export { samplingType } from './content-type';
