import { useState, type ReactNode } from 'react';
import { Button, Flex, LookupAutoComplete, PlusOutlined, type LookupQuery } from '@portal/shared-ui';

export interface AddByLookupProps<T> {
  id: string;
  /** 'Prodotto da aggiungere', 'Linea da aggiungere'… */
  ariaLabel: string;
  placeholder: string;
  /** 'Aggiungi prodotto', 'Aggiungi linea'… */
  addLabel: string;
  /** The suggestions' query for a typed text. */
  query: LookupQuery<T>;
  labelOf: (item: T) => string;
  renderOption?: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  /** May return a promise (a save at once): the choice stays when it fails, for another try. */
  onAdd: (item: T) => unknown;
  disabled?: boolean;
  /** The lookup's debounce and how many suggestions it shows (500 ms and 50 unless told). */
  delay?: number;
  limit?: number;
}

/** A lookup and its 'Aggiungi …' button: the record chosen by typing is added to a table. */
export function AddByLookup<T>(props: AddByLookupProps<T>) {
  const { onAdd, addLabel, disabled, ...box } = props;
  const [chosen, setChosen] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await onAdd(chosen);
      setChosen(null);
    } catch {
      // The client has said why; the choice stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={8} wrap>
      <div style={{ minWidth: 320, flex: 1, maxWidth: 480 }}>
        <LookupAutoComplete<T>
          {...box}
          text={chosen ? box.labelOf(chosen) : ''}
          onSelect={setChosen}
          disabled={disabled}
        />
      </div>
      <Button icon={<PlusOutlined />} disabled={!chosen || disabled} loading={busy} onClick={() => void add()}>
        {addLabel}
      </Button>
    </Flex>
  );
}
