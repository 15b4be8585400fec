/** The role's menu, and which tier opens a feature (for the menus, the cards and the pages a plan lacks). */
export { RoleMenu } from './components/role-menu';
export { featureLock } from './feature-lock';
export type { ContentMenuLink } from './menu-items';
export { useFeatureLock } from './use-feature-lock';
