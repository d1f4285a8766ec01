import { useEffect, useRef, type KeyboardEvent, type Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';

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

/**
 * What text put in at once (pasted, dropped, filled in) becomes in a number-only box: its digits,
 * or null when it must change nothing. Spaces around it are trimmed, and spaces between groups of
 * digits joined: a NISN or NPSN copied as printed ("0081 2345 01") is 0081234501. Anything else —
 * a comma, a point, a minus, a dash, a letter ("2,5", "1.5", "-3", "1e2", "0081-2345-01") — refuses
 * the whole text: keeping only its digits would give another number (25, 15, 3, 12) without a word.
 */
export function pastedDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^(?:[0-9]+(?:[ \u00a0]+[0-9]+)*)?$/.test(trimmed)) return null;
  return trimmed.replace(/[ \u00a0]/g, '');
}

/**
 * The text a native `beforeinput` puts in (typed, pasted, dropped, filled in by the browser, a
 * phone keyboard's word or dictation), or null for one that only deletes or formats.
 */
export function insertedText(event: InputEvent): string | null {
  if (!event.inputType.startsWith('insert')) return null;
  return event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
}

/** The box's value once `text` replaces its selection. */
function valueWith(input: HTMLInputElement, text: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return input.value.slice(0, start) + text + input.value.slice(end);
}

/** Puts `text` in place of the selection and tells React, as typing would. */
function insertAtSelection(input: HTMLInputElement, text: string) {
  const start = input.selectionStart ?? input.value.length;
  const next = valueWith(input, text);
  // the prototype's setter, not the element's own (React's), so that React sees the change
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, next);
  input.setSelectionRange(start + text.length, start + text.length);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Text put in at once: digits only go in as they are; digits in groups go in joined; anything
 * else, or what would not fit the box's maxLength (the browser would cut it: another number),
 * changes nothing.
 */
function takeText(event: { preventDefault: () => void }, input: HTMLInputElement, text: string) {
  const digits = pastedDigits(text);
  const fits =
    digits !== null && (input.maxLength < 0 || valueWith(input, digits).length <= input.maxLength);
  if (fits && digits === text) return;
  event.preventDefault();
  if (fits && digits) insertAtSelection(input, digits);
}

/**
 * A text input that takes digits only (NPSN, NISN, scores). Typed keys other than digits and
 * control keys are blocked without a message (spec §5). Text put in at once — a paste, a drop, the
 * browser filling it in, a phone keyboard's suggestion — goes in whole or not at all (see
 * `pastedDigits`): "0081 2345 01" goes in as 0081234501, "2,5" or "0081-2345" leaves the box as it
 * was, never stripped to the digits of another number.
 */
export function NumberOnlyInput({
  onKeyDown,
  onPaste,
  onDrop,
  ref,
  ...props
}: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);

  // What arrives without a key press or a paste event of its own (filled in, a phone keyboard
  // whose keys say "Unidentified", dictation) is only seen as a native beforeinput; React's
  // onBeforeInput is another event.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const listener = (event: InputEvent) => {
      const text = insertedText(event);
      if (text !== null && event.cancelable) takeText(event, input, text);
    };
    input.addEventListener('beforeinput', listener);
    return () => input.removeEventListener('beforeinput', listener);
  }, []);

  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      ref={mergedRef}
      onKeyDown={(event) => {
        if (!isAllowedNumberKey(event)) event.preventDefault();
        onKeyDown?.(event);
      }}
      onPaste={(event) => {
        takeText(event, event.currentTarget, event.clipboardData.getData('text'));
        onPaste?.(event);
      }}
      onDrop={(event) => {
        // dropped where the pointer is, not at the selection: only plain digits
        if (!isDigitsOnly(event.dataTransfer.getData('text'))) event.preventDefault();
        onDrop?.(event);
      }}
    />
  );
}
