/** The global index.html's boot script leaves a first load's answers in, read once by api-client. */
export const FIRST_LOAD_GLOBAL = '__acornFirstLoad';
