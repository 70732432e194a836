import { startTransition, useEffect, useState } from 'react';
import Input from 'antd/es/input';
import { SearchOutlined } from '@ant-design/icons';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export interface DebouncedSearchProps {
  placeholder: string;
  /** The committed search text (after the delay). */
  value: string;
  onSearch: (text: string) => void;
  delay: number;
  autoFocus?: boolean;
  style?: React.CSSProperties;
}

/** A search box that reports its text once typing pauses for `delay` ms. */
export function DebouncedSearch({ placeholder, value, onSearch, delay, autoFocus, style }: DebouncedSearchProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, delay);
  useEffect(() => {
    // The router applies its query-string updates (the page reset that goes with a new
    // search) as a transition: reporting inside one makes both land in the same render,
    // so a list loads once, not first with the old page and then with page 0.
    if (debounced !== value) startTransition(() => onSearch(debounced));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report only when the debounced text changes
  }, [debounced]);
  useEffect(() => setText(value), [value]);
  return (
    <Input
      allowClear
      aria-label={placeholder}
      placeholder={placeholder}
      prefix={<SearchOutlined />}
      value={text}
      onChange={(event) => setText(event.target.value)}
      autoFocus={autoFocus}
      style={style}
    />
  );
}
