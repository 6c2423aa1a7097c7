import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toaster } from '@/lib/toast';

// Screens load lazily and animate: give async queries room on a busy machine. At 4 s the profile page
// with its generate panel (the largest screen the unit tests render) missed its first field now and
// then on a 2-core machine running the suite on both cores beside other work; a passing query is not
// slower for it, and the tests' own limit (testTimeout, 20 s) still bounds a failing one.
configure({ asyncUtilTimeout: 10000 });

afterEach(() => {
  // Toasts live in a module-level store: clear it so one test's toast never shows in the next.
  act(() => toaster.remove());
  cleanup();
});

// jsdom lacks these browser APIs that Chakra's components (Ark/Zag) use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

Element.prototype.scrollIntoView ??= function scrollIntoView() {};
