import { useEffect, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { AutoComplete, useDebouncedValue } from '@portal/shared-ui';

export interface LookupAutoCompleteProps<T> {
  id: string;
  /** The text shown for the current choice ('' when none). */
  selectedLabel: string;
  /** Query key of the lookup: its answers are cached under it, per text. */
  lookup: QueryKey;
  search: (text: string, signal?: AbortSignal) => Promise<T[]>;
  labelOf: (item: T) => string;
  /** How a suggestion shows in the list (its label unless told). */
  renderOption?: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  onSelect: (item: T | null) => void;
  placeholder?: string;
  /** Accessible name when no form label points at `id`. */
  ariaLabel?: string;
  /** Spec 002 §5: 500 ms, 128 characters, 50 suggestions. */
  delay?: number;
  maxLength?: number;
  limit?: number;
  disabled?: boolean;
}

/** A text box that suggests records as the user types (debounced), and reports the one chosen. */
export function LookupAutoComplete<T>(props: LookupAutoCompleteProps<T>) {
  const { id, selectedLabel, lookup, search, labelOf, renderOption, keyOf, onSelect, placeholder, ariaLabel } = props;
  const { delay = 500, maxLength = 128, limit = 50, disabled } = props;
  const [text, setText] = useState(selectedLabel);
  // Only text the user typed searches (not the label of the current choice).
  const [typed, setTyped] = useState('');
  const term = useDebouncedValue(typed, delay).trim();
  const found = useQuery({
    queryKey: [...lookup, term],
    queryFn: ({ signal }) => search(term, signal),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
  const items = (found.data ?? []).slice(0, limit);

  useEffect(() => setText(selectedLabel), [selectedLabel]);

  return (
    <AutoComplete
      id={id}
      aria-label={ariaLabel}
      value={text}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      maxLength={maxLength}
      options={items.map((item) => ({ value: keyOf(item), label: renderOption ? renderOption(item) : labelOf(item) }))}
      onChange={(next: string) => {
        setTyped(next ?? '');
        setText(next ?? '');
        if (!next) onSelect(null);
      }}
      onSelect={(key: string) => {
        const item = items.find((candidate) => keyOf(candidate) === key);
        if (!item) return;
        setText(labelOf(item));
        onSelect(item);
      }}
      onBlur={() => {
        // Typed text that matched nothing goes back to the current choice.
        setText(selectedLabel);
      }}
      style={{ width: '100%' }}
    />
  );
}
