import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { z } from 'zod';
import { indonesianIssueMessage } from '@erapor/shared/validation/indonesian-errors';
import { mediaQueryList } from './media-query';

z.config({ customError: indonesianIssueMessage });

// Mantine reads these browser APIs that jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => mediaQueryList(query, false),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
window.scrollTo = () => undefined;

// A test that makes the app log an error has found a defect, even when its assertions pass.
const errors: unknown[][] = [];
const originalError = console.error.bind(console);
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
  originalError(...args);
});
// Expected HTTP statuses are logged with console.warn by design; keep test output quiet.
vi.spyOn(console, 'warn').mockImplementation(() => undefined);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (errors.length > 0) {
    const messages = errors.splice(0).map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called:\n${messages.join('\n')}`);
  }
});
