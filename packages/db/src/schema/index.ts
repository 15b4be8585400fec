export * from './accounts';
export * from './admin';
export * from './files';
export * from './payments';
export * from './reference';
export * from './users';
