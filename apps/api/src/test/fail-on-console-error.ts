import { afterEach, vi } from 'vitest';

// A test that makes the product log an error has found a defect, even when its assertions pass.
const errors: unknown[][] = [];
const original = console.error.bind(console);
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  if (errors.length > 0) {
    const first = errors.splice(0).map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called:\n${first.join('\n')}`);
  }
});
