/**
 * The advisors' entity for the form engine, loaded with its form; this file imports no code, so it
 * adds none to the chunk that reads it.
 */
export const loadAdvisorEntity = () => import('./entities').then((m) => m.advisorEntity);
