/** Giveaways (samplings) on the content engine, with applications. */
export { samplingRoutes } from './samplings.routes';
export { samplings } from './samplings.service';
