import { type AppConfig, appConfigSchema } from '@acorn/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { waitAtMost } from '../../../lib/wait-at-most';

/**
 * The deployment's public settings change only with a release, so the app asks for them once
 * and keeps them. Every page shows them (brand, footer links), the sign-in page included, so
 * they are held in a small store of their own rather than in the query cache, whose code the
 * sign-in page does not load.
 */
let config: AppConfig | undefined;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function setConfig(next: AppConfig | undefined): void {
  config = next;
  for (const listener of listeners) listener();
}

/** Asks for the settings once. Never fails: without them the pages show the defaults. */
function loadAppConfig(): Promise<void> {
  if (request) return request;
  // An answer to a request the settings were set again after (`primeAppConfig`) is dropped.
  const asked: Promise<void> = apiRequest('/api/app-config', { schema: appConfigSchema }).then(
    (next) => {
      if (request === asked) setConfig(next);
    },
    () => {
      // A failed request is asked again by the next page that needs the settings.
      if (request === asked) request = undefined;
    },
  );
  request = asked;
  return asked;
}

/**
 * Resolves once the settings have arrived, or after `limitMs` if they are slow: the router's root
 * loader waits for them, so that the first render has them and no page renders again when they
 * arrive, but a slow answer does not hold the page (it shows the defaults until then).
 */
export const waitForAppConfig = (limitMs: number): Promise<void> => waitAtMost(loadAppConfig(), limitMs);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The settings once they have arrived (`data` is undefined until then). */
export function useAppConfig(): { data: AppConfig | undefined } {
  const data = useSyncExternalStore(subscribe, () => config);
  useEffect(() => {
    if (!config) void loadAppConfig();
  }, []);
  return { data };
}

/** Sets the settings as if they had arrived (tests), or forgets them with `undefined`. */
export function primeAppConfig(next: AppConfig | undefined): void {
  request = next ? Promise.resolve() : undefined;
  setConfig(next);
}
