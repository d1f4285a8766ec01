import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { NumberOnlyInput, isAllowedNumberKey } from './number-only-input';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('isAllowedNumberKey', () => {
  it.each([
    '0',
    '5',
    '9',
    'Backspace',
    'Delete',
    'Tab',
    'Enter',
    'Escape',
    'ArrowLeft',
    'ArrowRight',
    'ArrowUp',
    'ArrowDown',
    'Home',
    'End',
  ])('accepts %s', (k) => expect(isAllowedNumberKey(key(k))).toBe(true));

  it.each(['a', 'E', 'e', '-', '+', '.', ',', ' ', '٣'])('blocks %s', (k) => {
    expect(isAllowedNumberKey(key(k))).toBe(false);
  });

  it('accepts Ctrl and Cmd shortcuts', () => {
    expect(isAllowedNumberKey(key('v', { ctrlKey: true }))).toBe(true);
    expect(isAllowedNumberKey(key('a', { metaKey: true }))).toBe(true);
  });
});

describe('NumberOnlyInput', () => {
  it('keeps digits and silently drops everything else while typing', async () => {
    renderWithProviders(<NumberOnlyInput label="NPSN" />);
    const input = screen.getByLabelText('NPSN');
    await userEvent.type(input, '20a1-2e.3 4');
    expect(input).toHaveValue('201234');
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('2012');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('blocks a paste that holds anything but digits and lets a digit paste through', async () => {
    renderWithProviders(<NumberOnlyInput label="NISN" />);
    const input = screen.getByLabelText('NISN');
    await userEvent.click(input);
    await userEvent.paste('12ab');
    expect(input).toHaveValue('');
    await userEvent.paste('0045');
    expect(input).toHaveValue('0045');
  });

  it('marks the key event as prevented for a letter', () => {
    renderWithProviders(<NumberOnlyInput label="Jumlah" />);
    const input = screen.getByLabelText('Jumlah');
    expect(fireEvent.keyDown(input, { key: 'x' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '7' })).toBe(true);
  });
});
