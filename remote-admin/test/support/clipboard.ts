import { act } from '@testing-library/react';

/**
 * Ctrl+C and Ctrl+V as a browser delivers them: a cancelable copy or paste event whose
 * clipboardData a handler may fill or read. user-event cannot stand in here: its copy() does
 * nothing without a text selection, and it keeps on the clipboard only what an event it did
 * not see cancelled carries, while a browser keeps what the cancelling handler set.
 */
function clipboardEvent(type: 'copy' | 'paste', data: Map<string, string>): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: {
      setData: (format: string, value: string) => data.set(format, value),
      getData: (format: string) => data.get(format) ?? '',
    },
  });
  return event;
}

/** Ctrl+C on the focused element (or the page): what the page put on the clipboard, or null. */
export function pressCopy(): string | null {
  const data = new Map<string, string>();
  const event = clipboardEvent('copy', data);
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(event);
  });
  return event.defaultPrevented ? (data.get('text/plain') ?? null) : null;
}

/** Ctrl+V of `text` on the focused element (or the page); true when the page took it. */
export function pressPaste(text: string): boolean {
  const event = clipboardEvent('paste', new Map([['text/plain', text]]));
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(event);
  });
  return event.defaultPrevented;
}
