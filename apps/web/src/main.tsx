import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type Location } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { firstPageReady, nextTask } from './app/start';
import { i18nReady } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The address the router starts at, as it will read it: a history entry the app made keeps its
 * key in the entry's state (a reload, back from another site); a typed address has 'default'.
 */
function firstLocation(): Location {
  const state: unknown = window.history.state;
  const stored = state && typeof state === 'object' && 'key' in state ? state.key : undefined;
  const key = typeof stored === 'string' && stored ? stored : 'default';
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key };
}

async function start(target: HTMLElement): Promise<void> {
  // Evaluating the code and starting the first page are two tasks: together they were one long
  // task on a phone, during which the page answered no tap.
  await nextTask();
  await firstPageReady(preloadPage(firstLocation()), i18nReady);
  const root = createRoot(target);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (a phone's CPU turns that into long tasks), and the
  // static header of index.html stays on screen until the app has something to show.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start(container);
