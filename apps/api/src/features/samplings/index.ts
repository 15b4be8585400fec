/** Giveaways (samplings) on the content engine, with applications. */
export { samplingType } from './samplings.descriptor';
