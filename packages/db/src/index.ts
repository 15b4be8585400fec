export * from './client';
export * from './retention';
export * from './schema/index';
export * from './search';
export * from './seed/index';
