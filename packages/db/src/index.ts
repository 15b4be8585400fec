export * from './client';
export * from './schema/index';
export * from './search';
export * from './seed/index';
