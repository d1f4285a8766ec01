import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { useState } from 'react';
import { NumberOnlyInput, isAllowedNumberKey, pastedDigits } from './number-only-input';

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

describe('pastedDigits', () => {
  it.each([
    ['0045', '0045'],
    [' 0045\n', '0045'],
    ['0081 2345 01', '0081234501'],
    ['0081\u00a02345', '00812345'],
    ['', ''],
  ])('takes %j as %j', (text, digits) => expect(pastedDigits(text)).toBe(digits));

  it.each(['2,5', '1.5', '-3', '1e2', '0081-2345', '12 ab', '1\n2', '+62'])(
    'refuses %j',
    (text) => {
      expect(pastedDigits(text)).toBeNull();
    },
  );
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

  it.each(['2,5', '1.5', '-3', '1e2', '0081-2345-01', '12ab', '1\t2', '٣'])(
    'leaves the box as it was when %s is pasted, without a message',
    async (text) => {
      renderWithProviders(<NumberOnlyInput label="NISN" defaultValue="77" />);
      const input = screen.getByLabelText('NISN');
      await userEvent.click(input);
      await userEvent.paste(text);
      expect(input).toHaveValue('77');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('joins a number pasted in groups of digits, trimmed, into the controlled value', async () => {
    function Nisn() {
      const [value, setValue] = useState('');
      return (
        <>
          <NumberOnlyInput
            label="NISN"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <output>{`nilai:${value}`}</output>
        </>
      );
    }
    renderWithProviders(<Nisn />);
    const input = screen.getByLabelText('NISN');
    await userEvent.click(input);
    await userEvent.paste(' 0081 2345 01 ');
    expect(input).toHaveValue('0081234501');
    expect(screen.getByText('nilai:0081234501')).toBeInTheDocument();
  });

  it('refuses a paste that would not fit, rather than cutting it to another number', async () => {
    renderWithProviders(<NumberOnlyInput label="NPSN" maxLength={8} />);
    const input = screen.getByLabelText('NPSN');
    await userEvent.click(input);
    await userEvent.paste('201012345');
    expect(input).toHaveValue('');
    await userEvent.paste('2010 1234');
    expect(input).toHaveValue('20101234');
  });

  it('refuses text filled in at once without a paste (autofill, a phone keyboard), but not digits', () => {
    renderWithProviders(<NumberOnlyInput label="Nilai" />);
    const input = screen.getByLabelText('Nilai');
    const fill = (data: string) =>
      input.dispatchEvent(
        new InputEvent('beforeinput', { inputType: 'insertText', data, cancelable: true }),
      );
    expect(fill('8,5')).toBe(false);
    expect(fill('a')).toBe(false);
    expect(fill('85')).toBe(true);
  });

  it('marks the key event as prevented for a letter', () => {
    renderWithProviders(<NumberOnlyInput label="Jumlah" />);
    const input = screen.getByLabelText('Jumlah');
    expect(fireEvent.keyDown(input, { key: 'x' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '7' })).toBe(true);
  });
});
