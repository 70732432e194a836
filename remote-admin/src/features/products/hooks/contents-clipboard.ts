import { useEffect, useRef } from 'react';

/**
 * What Ctrl+C puts on the clipboard for a product's contents (spec 002 §2.12): plain text, so
 * it travels through the system clipboard to another tab or window, marked so that a paste of
 * anything else is left alone.
 */
const PREFIX = 'portal-contenuti:';

export function encodeContents(contentIds: readonly number[]): string {
  return `${PREFIX}${JSON.stringify([...contentIds])}`;
}

/** The content ids of a copied selection, or null when the text is not one. */
export function decodeContents(text: string | null | undefined): number[] | null {
  if (!text?.startsWith(PREFIX)) return null;
  try {
    const ids: unknown = JSON.parse(text.slice(PREFIX.length));
    if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id) && id > 0)) return null;
    return [...new Set(ids as number[])];
  } catch {
    return null;
  }
}

/** True when the user is copying text of their own: a selection on the page or in an input. */
function copyingText(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    return (target.selectionEnd ?? 0) > (target.selectionStart ?? 0);
  }
  return (document.getSelection()?.toString() ?? '') !== '';
}

export interface ContentsClipboard {
  contentIds: readonly number[];
  /** The contents pasted, limited to those the tenant has. */
  paste: (contentIds: number[]) => void;
  onCopied?: (count: number) => void;
  enabled: boolean;
}

/**
 * Ctrl+C and Ctrl+V on the product screen copy and paste its contents selection: the page's
 * copy and paste events, so the browser's own clipboard carries it (no permission prompt).
 * Copying text the user selected, and pasting other text, work as usual.
 */
export function useContentsClipboard(options: ContentsClipboard): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onCopy = (event: ClipboardEvent) => {
      const { contentIds, enabled, onCopied } = latest.current;
      if (!enabled || copyingText(event.target) || !event.clipboardData) return;
      event.clipboardData.setData('text/plain', encodeContents(contentIds));
      event.preventDefault();
      onCopied?.(contentIds.length);
    };
    const onPaste = (event: ClipboardEvent) => {
      const { enabled, paste } = latest.current;
      const ids = decodeContents(event.clipboardData?.getData('text/plain'));
      if (!enabled || ids === null) return;
      event.preventDefault();
      paste(ids);
    };
    document.addEventListener('copy', onCopy);
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
    };
  }, []);
}
