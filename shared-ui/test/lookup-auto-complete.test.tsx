import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { fill, QueryWrapper, setupUser } from '@portal/shared-ui/testing';
import { LookupAutoComplete } from '../src/controls/lookup-auto-complete';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

interface Item {
  key: string;
  name: string;
}

type Fetch = (text: string, signal?: AbortSignal) => Promise<Item[]>;

const queryOf = (fetch: Fetch) => (text: string) => ({
  queryKey: ['luoghi', text],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetch(text, signal),
});

/** A form that keeps what was typed (the search drawer's places). */
function TypedHarness({ fetch, onPick }: { fetch: Fetch; onPick: (item: Item) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="lookup">Luogo</label>
      <LookupAutoComplete<Item>
        id="lookup"
        text={value}
        delay={200}
        query={queryOf(fetch)}
        keyOf={(item) => item.key}
        labelOf={(item) => item.name}
        onSelect={(item) => {
          if (!item) return;
          setValue(item.name);
          onPick(item);
        }}
        onType={setValue}
      />
    </>
  );
}

/** A choice (the back office's client fields): typed text that chose nothing does not stay. */
function ChoiceHarness({
  fetch,
  onSelect,
  browse,
}: {
  fetch: Fetch;
  onSelect: (item: Item | null) => void;
  browse?: boolean;
}) {
  const [chosen, setChosen] = useState<Item | null>(null);
  return (
    <>
      <LookupAutoComplete<Item>
        ariaLabel="Cliente"
        text={chosen?.name ?? ''}
        query={queryOf(fetch)}
        keyOf={(item) => item.key}
        labelOf={(item) => item.name}
        onSelect={(item) => {
          setChosen(item);
          onSelect(item);
        }}
        browse={browse}
        emptyText="Nessun cliente trovato"
      />
      <button type="button">Altrove</button>
    </>
  );
}

describe('LookupAutoComplete', () => {
  it("shows 'Loading...' while asking, then at most 50 options; a pick hands over the item", async () => {
    let answer: (items: Item[]) => void = () => {};
    const fetch = jest.fn(() => new Promise<Item[]>((resolve) => (answer = resolve)));
    const onPick = jest.fn();
    render(<TypedHarness fetch={fetch} onPick={onPick} />, { wrapper: QueryWrapper });
    const input = screen.getByLabelText('Luogo');
    await fill(user, input, 'san');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('san', expect.any(AbortSignal)));
    expect(fetch).toHaveBeenCalledTimes(1);

    const many = Array.from({ length: 60 }, (_, i) => ({ key: `K${i}`, name: `San Luogo ${i}` }));
    act(() => answer(many));
    expect(await screen.findByText('San Luogo 0')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByText('San Luogo 50')).not.toBeInTheDocument();
    await user.click(screen.getByText('San Luogo 3'));
    expect(onPick).toHaveBeenCalledWith({ key: 'K3', name: 'San Luogo 3' });
    expect(input).toHaveValue('San Luogo 3');
  });

  it('keeps typed text where the form keeps it', async () => {
    const fetch = jest.fn(async () => [] as Item[]);
    render(<TypedHarness fetch={fetch} onPick={jest.fn()} />, { wrapper: QueryWrapper });
    const input = screen.getByLabelText('Luogo');
    await fill(user, input, 'Nowhere');
    await user.click(document.body);
    expect(input).toHaveValue('Nowhere');
  });

  it('a choice searches no more; typed text that chose nothing goes back to the choice; emptying clears it', async () => {
    const fetch = jest.fn(async (text: string) =>
      [
        { key: 'A', name: 'Acme Srl' },
        { key: 'B', name: 'Beta Spa' },
      ].filter((item) => item.name.toLowerCase().includes(text.toLowerCase())),
    );
    const onSelect = jest.fn();
    render(<ChoiceHarness fetch={fetch} onSelect={onSelect} />, { wrapper: QueryWrapper });
    const input = screen.getByLabelText('Cliente');
    // Nothing is asked before something is typed.
    expect(fetch).not.toHaveBeenCalled();

    await fill(user, input, 'acme');
    await user.click(await screen.findByText('Acme Srl'));
    expect(onSelect).toHaveBeenLastCalledWith({ key: 'A', name: 'Acme Srl' });
    expect(input).toHaveValue('Acme Srl');
    // The chosen label is not a text to search for.
    expect(fetch.mock.calls.map(([text]) => text)).toEqual(['acme']);

    // Typed over the choice (selected, not emptied first).
    await user.tripleClick(input);
    await user.keyboard('zzz');
    expect(await screen.findByText('Nessun cliente trovato')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Altrove' }));
    expect(input).toHaveValue('Acme Srl');
    expect(onSelect).toHaveBeenCalledTimes(1);

    await user.clear(input);
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('browses before anything is typed when told to', async () => {
    const fetch = jest.fn(async () => [{ key: 'A', name: 'Acme Srl' }]);
    render(<ChoiceHarness fetch={fetch} onSelect={jest.fn()} browse />, { wrapper: QueryWrapper });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('', expect.any(AbortSignal)));
    await user.click(screen.getByLabelText('Cliente'));
    expect(await screen.findByText('Acme Srl')).toBeInTheDocument();
  });

  it('takes at most 128 characters unless told', () => {
    render(<ChoiceHarness fetch={jest.fn(async () => [])} onSelect={jest.fn()} />, { wrapper: QueryWrapper });
    expect(screen.getByLabelText('Cliente')).toHaveAttribute('maxlength', '128');
  });
});
