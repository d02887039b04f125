/** Test setup for the web project: jest-dom matchers, and a clean page and globals after each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  delete document.documentElement.dataset.environment;
});
