/** Test setup for the web project: jest-dom matchers, and a clean page and globals after each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after this long. A bound for a hang, not a speed target: a busy 2-core
// machine can take seconds to render a screen the first time, and a test waits for what it
// expects however long that takes. Tests about time use a clock of their own (test-clock.ts).
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  delete document.documentElement.dataset.environment;
});
