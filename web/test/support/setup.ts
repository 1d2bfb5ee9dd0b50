import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n, loadFeatureTexts } from '#web/lib/i18n/i18n';

// What jsdom lacks and the libraries we render expect of a browser.
const missing: [object, string, unknown][] = [
  [
    globalThis,
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ],
  [Element.prototype, 'scrollIntoView', () => undefined],
  [document, 'elementFromPoint', () => null],
  [
    HTMLDialogElement.prototype,
    'showModal',
    function showModal(this: HTMLDialogElement) {
      this.open = true;
    },
  ],
  [
    HTMLDialogElement.prototype,
    'close',
    function close(this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  ],
];
for (const [target, name, value] of missing) {
  if (!(name in target)) Object.defineProperty(target, name, { value, configurable: true, writable: true });
}
// jsdom has window.scrollTo, but only to print "Not implemented" with a stack trace on every call.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, configurable: true, writable: true });

beforeAll(async () => {
  await initI18n();
  await loadFeatureTexts('account', 'addProperty', 'details', 'listings', 'report', 'site');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
