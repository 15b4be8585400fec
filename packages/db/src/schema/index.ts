export * from './reference';
export * from './users';
