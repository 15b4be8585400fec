import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { firstPageReady, nextTask } from './app/start';
import { i18nReady } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

async function start(target: HTMLElement): Promise<void> {
  // Evaluating the code and creating the router are two tasks: together they were one long task
  // on a phone, during which the page answered no tap.
  await nextTask();
  const router = createAppRouter();
  await firstPageReady(router, i18nReady);
  const root = createRoot(target);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (a phone's CPU turns that into long tasks), and the
  // static header of index.html stays on screen until the app has something to show.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start(container);
