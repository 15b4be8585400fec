import { SESSION_STORAGE_KEYS } from './session-keys';

/** The signed-in session, kept in localStorage under the spec's keys so every tab shares it. */
export interface Session {
  token: string | null;
  role: string | null;
}

const { token: TOKEN_KEY, role: ROLE_KEY } = SESSION_STORAGE_KEYS;
/** Set (per tab) when the server stopped accepting the token, so the sign-in page can say why. */
const ENDED_KEY = 'sessionEnded';

const listeners = new Set<() => void>();
let snapshot: Session = readSession();

function readSession(): Session {
  return { token: localStorage.getItem(TOKEN_KEY), role: localStorage.getItem(ROLE_KEY) };
}

function refresh(): void {
  const next = readSession();
  if (next.token === snapshot.token && next.role === snapshot.role) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === TOKEN_KEY || event.key === ROLE_KEY) refresh();
});

export const sessionStore = {
  get: (): Session => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start({ token, role }: { token: string; role: string | number }): void {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(ROLE_KEY, String(role));
    refresh();
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(ROLE_KEY);
    refresh();
  },
  /** The server refused the token (expired, revoked): clear it and remember to tell the user. */
  end(): void {
    sessionStorage.setItem(ENDED_KEY, '1');
    sessionStore.clear();
  },
  wasEnded: (): boolean => sessionStorage.getItem(ENDED_KEY) === '1',
  forgetEnded(): void {
    sessionStorage.removeItem(ENDED_KEY);
  },
};
