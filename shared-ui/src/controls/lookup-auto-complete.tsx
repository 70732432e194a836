import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { LOOKUP_LIMIT } from '@portal/contracts/lookups';
import AutoComplete, { type AutoCompleteProps } from 'antd/es/auto-complete';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Spec 002 §5: a lookup asks 500 ms after the last keystroke and takes at most 128 characters. */
export const LOOKUP_DELAY_MS = 500;
export const LOOKUP_MAX_LENGTH = 128;
/** Spec 000 §5: the entry a lookup shows while it asks. */
export const LOOKUP_LOADING = 'Loading...';
const LOADING_VALUE = '__loading__';

/**
 * The suggestions' query for a typed text (`useQuery`'s options: key and call), like a list's
 * query factory. Any key: each app's factory types its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type LookupQuery<T> = (search: string) => UseQueryOptions<T[], Error, T[], any>;

/**
 * The query of a lookup answered by a search call: its answers are cached under `key` and the
 * text (`extras`: say `staleTime` for what does not change while the portal is open).
 */
export function lookupQuery<T>(
  key: QueryKey,
  search: (text: string, signal?: AbortSignal) => Promise<T[]>,
  extras: Pick<UseQueryOptions<T[]>, 'staleTime'> = {},
): LookupQuery<T> {
  return (text) => ({ ...extras, queryKey: [...key, text], queryFn: ({ signal }) => search(text, signal) });
}

export interface LookupAutoCompleteProps<T> {
  id?: string;
  /** Accessible name when no form label points at `id`. */
  ariaLabel?: string;
  placeholder?: string;
  /**
   * What the box shows when nobody is typing: the current choice's label, or the text the form
   * keeps ('' when none). Typed text that chose nothing goes back to it when the box is left.
   */
  text: string;
  query: LookupQuery<T>;
  keyOf: (item: T) => string;
  /** The text a choice leaves in the box. */
  labelOf: (item: T) => string;
  /** How a suggestion shows in the list (its label unless told). */
  renderOption?: (item: T) => ReactNode;
  /** A choice, or `null` when the box is emptied. */
  onSelect: (item: T | null) => void;
  /** Every change of the typed text, for a form that keeps what was typed. */
  onType?: (text: string) => void;
  onBlur?: () => void;
  /** Suggestions before anything is typed: a short list to browse. */
  browse?: boolean;
  /** What the list says when nothing matches (nothing unless told). */
  emptyText?: string;
  delay?: number;
  limit?: number;
  maxLength?: number;
  disabled?: boolean;
  status?: 'error';
  'aria-invalid'?: boolean;
}

/**
 * Every lookup of the portal: a text box that asks the server for records as the user types
 * (debounced, cached per text), shows 'Loading...' while it asks and at most 50 suggestions
 * (spec 000 §5), and reports the one chosen.
 */
export function LookupAutoComplete<T>(props: LookupAutoCompleteProps<T>) {
  const { id, ariaLabel, placeholder, text, query, keyOf, labelOf, renderOption, onSelect, onType, onBlur } = props;
  const { browse = false, emptyText, delay = LOOKUP_DELAY_MS, limit = LOOKUP_LIMIT } = props;
  const { maxLength = LOOKUP_MAX_LENGTH, disabled, status } = props;
  // Only what the user typed searches, never the label a choice left in the box.
  const [typed, setTyped] = useState('');
  // The box's own text while it differs from `text`: typing, or a choice the parent has not shown yet.
  const [box, setBox] = useState<string | null>(null);
  const [shownText, setShownText] = useState(text);
  if (text !== shownText) {
    // The parent moved on (a choice, a reset): the box follows it.
    setShownText(text);
    setBox(null);
  }

  const debounced = useDebouncedValue(typed, delay);
  const term = debounced.trim();
  const asking = browse || term !== '';
  const found = useQuery({ ...query(term), enabled: asking, placeholderData: keepPreviousData });
  const items = asking && found.data ? found.data.slice(0, limit) : [];
  const waiting = (asking && found.isFetching) || (typed.trim() !== '' && typed !== debounced);
  const options: AutoCompleteProps['options'] = waiting
    ? [{ value: LOADING_VALUE, label: LOOKUP_LOADING, disabled: true }]
    : items.map((item) => ({ value: keyOf(item), label: renderOption ? renderOption(item) : labelOf(item) }));

  const change = (next: string) => {
    setTyped(next);
    setBox(next);
    onType?.(next);
    if (next === '') onSelect(null);
  };

  return (
    <AutoComplete
      id={id}
      aria-label={ariaLabel}
      aria-invalid={props['aria-invalid']}
      value={box ?? text}
      placeholder={placeholder}
      status={status}
      disabled={disabled}
      maxLength={maxLength}
      options={options}
      notFoundContent={emptyText && asking && !waiting ? emptyText : null}
      onSearch={change}
      onSelect={(key: string) => {
        const item = items.find((candidate) => keyOf(candidate) === key);
        if (!item) return;
        setBox(labelOf(item));
        onSelect(item);
      }}
      onBlur={() => {
        setBox(null);
        onBlur?.();
      }}
      // Clearing types '' (antd calls onSearch with it).
      allowClear
      style={{ width: '100%' }}
    />
  );
}
