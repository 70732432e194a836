import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, setupUser } from '@portal/shared-ui/testing';
import { useState } from 'react';
import { envelope, serveApi } from '@portal/shared-auth/testing';
import { QueryWrapper } from '@portal/shared-ui/testing';
import { LookupAutoComplete } from '../../src/features/subject-search/components/lookup-auto-complete';
import { searchCciaa, searchComuni } from '../../src/features/subject-search/api/lookups';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

interface Item {
  key: string;
  name: string;
}

function Harness({ fetch, onPick }: { fetch: (text: string) => Promise<Item[]>; onPick: (item: Item) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="lookup">Luogo</label>
      <LookupAutoComplete<Item>
        id="lookup"
        value={value}
        lookup="luoghi"
        fetch={fetch}
        optionKey={(item) => item.key}
        optionLabel={(item) => item.name}
        onPick={(item) => {
          setValue(item.name);
          onPick(item);
        }}
        onType={setValue}
      />
    </>
  );
}

describe('LookupAutoComplete', () => {
  it("shows 'Loading...' while asking, then at most 50 options; a pick hands over the item", async () => {
    let answer: (items: Item[]) => void = () => {};
    const fetch = jest.fn(() => new Promise<Item[]>((resolve) => (answer = resolve)));
    const onPick = jest.fn();
    render(<Harness fetch={fetch} onPick={onPick} />, { wrapper: QueryWrapper });
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

  it('the lookups ask by text and keep at most 50 options', async () => {
    const seen = serveApi(({ url }) => ({
      status: 200,
      body: envelope(
        Array.from({ length: 60 }, (_, i) =>
          url === '/api/domain/comune'
            ? { c01: `Comune ${i}`, c02: 'RM', c03: `H${i}` }
            : { c01: `Camera ${i}`, key: `K${i}` },
        ),
      ),
    }));
    expect(await searchComuni('rom')).toHaveLength(50);
    expect(await searchCciaa('mi')).toHaveLength(50);
    expect(seen.map(({ url, params }) => [url, params])).toEqual([
      ['/api/domain/comune', { search: 'rom' }],
      ['/api/domain/cciaa', { search: 'mi' }],
    ]);
  });
});
