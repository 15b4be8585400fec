export * from './client';
export { DataDirHeldError, isDataDirHeld } from './data-dir-holder';
export * from './personal-data';
export * from './retention';
export * from './schema/index';
export * from './search';
export * from './seed/index';
