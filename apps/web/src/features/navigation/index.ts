/** Which tier opens a feature, for the menus, the cards and the pages of a type the plan lacks. */
export { type FeatureLock, featureLock } from './feature-lock';
export { useFeatureLock } from './use-feature-lock';
