/**
 * The posts' entity for the form engine, loaded with its form; this file imports no code, so it
 * adds none to the chunk that reads it.
 */
export const loadPostEntity = () => import('./entities').then((m) => m.postEntity);
