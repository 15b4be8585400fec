/** Where the app is: the parts of the address the pages read, and the history entry's key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** 'default' for the entry the app was opened on, a fresh key for each entry it adds. */
  key: string;
}

/** How the location was reached: back/forward (and the first load) is 'POP'. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** The entries the router moves through: the browser's, or a list kept in memory (tests). */
export interface History {
  location(): Location;
  write(type: 'PUSH' | 'REPLACE', url: string): Location;
  go(delta: number): void;
  /** Called on back/forward with the location arrived at. */
  listen(listener: (location: Location) => void): () => void;
  origin: string;
}

const freshKey = () => Math.random().toString(36).slice(2, 10);

const split = (url: URL, key: string): Location => ({
  pathname: url.pathname,
  search: url.search,
  hash: url.hash,
  key,
});

/**
 * The browser's history. Each entry the app adds holds its key and its index in its state, so a
 * page can tell whether it has somewhere to go back to (`history.state.idx > 0`). The entry the
 * app was opened on keeps the browser's empty state and reads as key 'default', index 0: writing
 * that state costs a synchronous call to the browser (5-10 ms in Chromium) on every first load.
 */
export function createBrowserHistory(): History {
  interface EntryState {
    key: string;
    idx: number;
  }
  const entryState = () => (window.history.state ?? {}) as Partial<EntryState>;
  const current = () => split(new URL(window.location.href), entryState().key ?? 'default');
  return {
    origin: window.location.origin,
    location: current,
    write(type, url) {
      const key = freshKey();
      const idx = (entryState().idx ?? 0) + (type === 'PUSH' ? 1 : 0);
      if (type === 'PUSH') window.history.pushState({ key, idx }, '', url);
      else window.history.replaceState({ key, idx }, '', url);
      return current();
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => listener(current());
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** Entries in memory, for rendering pages in tests. */
export function createMemoryHistory(initialEntries: string[]): History {
  const origin = 'http://localhost';
  const entries = initialEntries.map((entry, index) =>
    split(new URL(entry, origin), index === 0 ? 'default' : freshKey()),
  );
  let index = entries.length - 1;
  const listeners = new Set<(location: Location) => void>();
  return {
    origin,
    location: () => entries[index] as Location,
    write(type, url) {
      const location = split(new URL(url, origin), freshKey());
      if (type === 'PUSH') {
        index += 1;
        entries.splice(index, entries.length, location);
      } else {
        entries[index] = location;
      }
      return location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(entries[index] as Location);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
