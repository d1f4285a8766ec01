import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
});

describe('copyText', () => {
  it('uses the Clipboard API on a secure origin', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await copyText('halo')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('halo');
  });

  it('on a plain-http LAN address copies through a selected text area, and leaves none behind', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? '';
      const area = document.querySelector('textarea');
      copied ||= area?.value.slice(area.selectionStart, area.selectionEnd) ?? '';
      return true;
    });
    expect(await copyText('baris 1\nbaris 2')).toBe(true);
    expect(copied).toBe('baris 1\nbaris 2');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when the browser copies nothing', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = vi.fn(() => false);
    expect(await copyText('x')).toBe(false);
  });
});
