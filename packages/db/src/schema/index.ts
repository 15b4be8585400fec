export * from './accounts';
export * from './reference';
export * from './users';
