import { HOST_KEY } from '../../../lib/query-keys';
import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutoComplete, useDebouncedValue } from '@portal/shared-ui';
import { LOOKUP_LIMIT } from '@portal/contracts/lookups';

export const LOADING_VALUE = '__loading__';

export interface LookupAutoCompleteProps<T> {
  id: string;
  /** The text shown in the box. */
  value: string;
  placeholder?: string;
  /** The lookup's name: its answers are cached under it, per text. */
  lookup: string;
  /** Asks the server for the options matching a text. */
  fetch: (text: string, signal?: AbortSignal) => Promise<T[]>;
  optionKey: (item: T) => string;
  optionLabel: (item: T) => ReactNode;
  /** A choice from the list. */
  onPick: (item: T) => void;
  /** Typing: whatever was picked before no longer holds. */
  onType: (text: string) => void;
  onBlur?: () => void;
  /** Pause after the last keystroke before asking (ms). */
  delay?: number;
  status?: 'error';
  disabled?: boolean;
  'aria-invalid'?: boolean;
}

/** Autocomplete over a server lookup: at most 50 options and a 'Loading...' entry while it asks (spec 000 §5). */
export function LookupAutoComplete<T>({
  id,
  value,
  placeholder,
  lookup,
  fetch,
  optionKey,
  optionLabel,
  onPick,
  onType,
  onBlur,
  delay = 200,
  status,
  disabled,
  ...aria
}: LookupAutoCompleteProps<T>) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, delay);
  const search = query.trim();
  // Places and chambers of commerce do not change while the portal is open.
  const answer = useQuery({
    queryKey: [HOST_KEY, 'lookup', lookup, search],
    queryFn: ({ signal }) => fetch(search, signal),
    enabled: search !== '',
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const items = search && answer.data ? answer.data.slice(0, LOOKUP_LIMIT) : [];

  const waiting = (search !== '' && answer.isFetching) || (text.trim() !== '' && text !== query);
  const options = waiting
    ? [{ value: LOADING_VALUE, label: 'Loading...', disabled: true }]
    : items.map((item) => ({ value: optionKey(item), label: optionLabel(item) }));

  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      placeholder={placeholder}
      status={status}
      disabled={disabled}
      aria-invalid={aria['aria-invalid']}
      onSearch={(typed) => {
        setText(typed);
        onType(typed);
      }}
      onSelect={(key: string) => {
        const item = items.find((candidate) => optionKey(candidate) === key);
        if (item) onPick(item);
      }}
      onBlur={onBlur}
      allowClear
      onClear={() => {
        setText('');
        onType('');
      }}
      style={{ width: '100%' }}
    />
  );
}
