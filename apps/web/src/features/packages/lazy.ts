/**
 * The tiers' list for the sign-in page, loaded when it nears the screen; this file imports no
 * code, so it adds none to the chunk that reads it.
 */
export const loadPackageList = () => import('./components/package-list');
