import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { primeAppConfig } from '../features/app-config';

// A busy machine (CI runs every project at once on two cores) renders slower than a laptop.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine's components call.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Autosized text areas resize once web fonts have loaded.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

// Test files share a worker (decision 063): nothing one leaves shows in the next.
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  primeAppConfig(undefined);
});
