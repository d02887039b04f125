/** Test setup for the web project: jest-dom matchers, and a clean page and globals after each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import { hasApiInterceptor, installApiInterceptor } from '../lib/api-client';
import { resetServerClock } from '../lib/server-clock';

// findBy*/waitFor give up after this long. A bound for a hang, not a speed target: a busy 2-core
// machine can take seconds to render a screen the first time, and a test waits for what it
// expects however long that takes. Tests about time use a clock of their own (test-clock.ts).
configure({ asyncUtilTimeout: 60_000 });

// The files of a worker share one module graph (vitest.config.ts: isolate: false), so whatever a
// module keeps between calls is put back here: a test starts from the state a fresh page has.
afterEach(() => {
  cleanup();
  resetServerClock();
  // React Query follows the window's online/offline events: a test that ended offline would pause
  // every query of the files after it.
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  if (hasApiInterceptor()) installApiInterceptor({})(); // a session runtime left behind by a test
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  delete document.documentElement.dataset.environment;
});
