/** The signed-in session, kept in localStorage under the spec's keys so every tab shares it. */
export interface Session {
  token: string | null;
  role: string | null;
}

const TOKEN_KEY = 'token';
const ROLE_KEY = 'role';

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
};
