import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AutoComplete, useDebouncedValue } from '@portal/shared-ui';

export interface LookupAutoCompleteProps<T> {
  id: string;
  /** The text shown for the current choice ('' when none). */
  selectedLabel: string;
  search: (text: string) => Promise<T[]>;
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
  const { id, selectedLabel, search, labelOf, renderOption, keyOf, onSelect, placeholder, ariaLabel, disabled } = props;
  const { delay = 500, maxLength = 128, limit = 50 } = props;
  const [text, setText] = useState(selectedLabel);
  // Only text the user typed searches (not the label of the current choice).
  const typed = useRef(false);
  const [items, setItems] = useState<T[]>([]);
  const debounced = useDebouncedValue(text, delay);
  const latest = useRef(0);

  useEffect(() => setText(selectedLabel), [selectedLabel]);
  useEffect(() => {
    if (!typed.current || debounced.trim() === '') return;
    const call = ++latest.current;
    search(debounced.trim()).then(
      (found) => call === latest.current && setItems(found.slice(0, limit)),
      () => call === latest.current && setItems([]),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new (typed) text searches
  }, [debounced]);

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
        typed.current = true;
        setText(next ?? '');
        if (!next) onSelect(null);
      }}
      onSelect={(key: string) => {
        const item = items.find((candidate) => keyOf(candidate) === key);
        if (!item) return;
        typed.current = false;
        setText(labelOf(item));
        onSelect(item);
      }}
      onBlur={() => {
        // Typed text that matched nothing goes back to the current choice.
        typed.current = false;
        setText(selectedLabel);
      }}
      style={{ width: '100%' }}
    />
  );
}
