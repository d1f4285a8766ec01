import type { ClipboardEvent, KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

const CONTROL_KEYS = new Set([
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
]);

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** Spec §5: control keys, shortcuts (Ctrl/Cmd + key) and the digits 0-9 pass; nothing else. */
export function isAllowedNumberKey(event: KeyLike): boolean {
  if (CONTROL_KEYS.has(event.key)) return true;
  if (event.ctrlKey || event.metaKey) return true;
  return /^[0-9]$/.test(event.key);
}

export function isDigitsOnly(text: string): boolean {
  return /^[0-9]*$/.test(text);
}

/** A text input that takes digits only (NPSN, NISN, counts). Blocked input shows no message. */
export function NumberOnlyInput({ onKeyDown, onPaste, ...props }: TextInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      onKeyDown={(event) => {
        if (!isAllowedNumberKey(event)) event.preventDefault();
        onKeyDown?.(event);
      }}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        if (!isDigitsOnly(event.clipboardData.getData('text'))) event.preventDefault();
        onPaste?.(event);
      }}
      onDrop={(event) => {
        if (!isDigitsOnly(event.dataTransfer.getData('text'))) event.preventDefault();
      }}
    />
  );
}
