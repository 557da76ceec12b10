import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy screens load on first use; the first render of a file can take more than a second.
configure({ asyncUtilTimeout: 5000 });

// The build-time renderer's tests run in Node.js, without a DOM.
if (typeof window !== 'undefined') {
  // jsdom has no layout or scrolling; the app scrolls on route changes and on "Learn More".
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();

  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });
}
