export * from './common';
export * from './constants';
export * from './reference';
