import { useField } from '@portal/shared-ui/forms';
import { Button, DeleteOutlined, Tooltip } from '@portal/shared-ui';

export interface HeldListOptions<T> {
  /** The server's lookup: the records that are not in the saved table. */
  available: (text: string, signal?: AbortSignal) => Promise<T[]>;
  /** Whether a record taken off in this visit matches the typed text (the server no longer offers it). */
  matches: (item: T, text: string) => boolean;
  /** Whether a new order counts as a change (a service's lines are ordered, a line's products are not). */
  ordered?: boolean;
}

/**
 * A table of records held in a form field and written when its record is saved (a line's
 * products, a service's lines): adding and taking off change the field only; the lookup offers
 * what is not in the table, those taken off in this visit included (the server still counts them
 * in); `unsaved` says whether the table differs from what was read.
 */
export function useHeldList<T extends { id: number }>(name: string, options: HeldListOptions<T>) {
  const { available, matches, ordered = false } = options;
  const [field, meta, helpers] = useField<T[]>(name);
  const items = field.value;
  const read = meta.initialValue ?? [];
  const idsOf = (list: readonly T[]) => {
    const ids = list.map((item) => item.id);
    return (ordered ? ids : ids.sort((a, b) => a - b)).join();
  };
  const unsaved = idsOf(read) !== idsOf(items);
  const removedHere = read.filter((item) => !items.some((kept) => kept.id === item.id));

  return {
    items,
    unsaved,
    /** The lookup's cache follows the table: what it offers changes with it. */
    tableKey: idsOf(items),
    search: async (text: string, signal?: AbortSignal) => {
      const found = await available(text, signal);
      const inTable = new Set(items.map((item) => item.id));
      return [...removedHere.filter((item) => matches(item, text)), ...found].filter((item) => !inTable.has(item.id));
    },
    add: (item: T) => void helpers.setValue([...items, item]),
    takeOff: (item: T) => void helpers.setValue(items.filter((kept) => kept.id !== item.id)),
    reorder: (next: T[]) => void helpers.setValue(next),
  };
}

/** A held row's 'Rimuovi': it leaves the table, and the record when saved. */
export function TakeOffButton(props: { name: string; from: string; disabled?: boolean; onClick: () => void }) {
  return (
    <Tooltip title={`Togli ${props.name} ${props.from}`}>
      <Button
        icon={<DeleteOutlined />}
        aria-label={`Rimuovi ${props.name}`}
        disabled={props.disabled}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}
