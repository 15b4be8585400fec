export * from './client';
export * from './personal-data';
export * from './schema/index';
export * from './search';
export * from './seed/index';
