/**
 * Signing out for the /logout route: its code (and the query cache it clears) loads only then;
 * this file imports no code, so it adds none to the chunk that reads it.
 */
export const logout = () => import('./api/logout').then((m) => m.logout());
