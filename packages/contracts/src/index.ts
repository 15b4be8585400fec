export * from './accounts';
export * from './app-config';
export * from './common';
export * from './constants';
export * from './reference';
export * from './validation';
