/** The localStorage keys of the session (the spec's), read by the app and by index.html's boot script. */
export const SESSION_STORAGE_KEYS = { token: 'token', role: 'role' } as const;
