export * from './accounts';
export * from './admin';
export * from './advisor-payments';
export * from './files';
export * from './pages';
export * from './payments';
export * from './profiles';
export * from './reference';
