import { createRef, forwardRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import type { HookModalRef } from 'antd/es/modal/useModal/HookModal';
import { lazyStandIn } from '../src/theme/lazy-stand-in';
import LazyHookModal from '../src/theme/lazy-hook-modal';
import { flattenKeys } from '../src/theme/table-filter-dropdown';
import { withConfirm, withWarn } from '../src/theme/modal-kinds';

describe('lazyStandIn', () => {
  it('draws nothing until the part’s code arrives, then the part with its props and ref', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Part = forwardRef<HTMLSpanElement, { text: string }>(function Part({ text }, ref) {
      return <span ref={ref}>{text}</span>;
    });
    const StandIn = lazyStandIn<{ text: string; ref?: React.Ref<HTMLSpanElement> }>(() =>
      arrived.then(() => ({ default: Part })),
    );
    const ref = createRef<HTMLSpanElement>();
    const { container } = render(<StandIn text="Copia" ref={ref} />);
    expect(container).toBeEmptyDOMElement();
    arrive();
    expect(await screen.findByText('Copia')).toBe(ref.current);
  });
});

describe('the lazy dialog of App.useApp().modal', () => {
  it('applies an update made before its code arrived, then closes on destroy', async () => {
    const ref = createRef<HookModalRef>();
    const afterClose = jest.fn();
    render(
      <LazyHookModal
        ref={ref}
        config={withConfirm({ title: 'Confermi la ricarica?', content: 'Importo 10,00 €', okText: 'Conferma' })}
        afterClose={afterClose}
      />,
    );
    ref.current!.update({ title: 'Confermi la ricarica di 10,00 €?' });
    expect((await screen.findAllByText('Confermi la ricarica di 10,00 €?'))[0]).toBeVisible();
    expect(screen.queryByText('Confermi la ricarica?')).toBeNull();
    expect(screen.getByRole('button', { name: 'Conferma' })).toBeVisible();
    ref.current!.destroy();
    await waitFor(() => expect(afterClose).toHaveBeenCalled());
  });

  it('closes a dialog destroyed before its code arrived', async () => {
    const ref = createRef<HookModalRef>();
    const afterClose = jest.fn();
    render(<LazyHookModal ref={ref} config={withWarn({ title: 'Attenzione' })} afterClose={afterClose} />);
    ref.current!.destroy();
    await waitFor(() => expect(afterClose).toHaveBeenCalled());
  });
});

describe('the table filter stand-in', () => {
  it('flattens nested filter values as antd does', () => {
    expect(
      flattenKeys([
        { text: 'A', value: 'a', children: [{ text: 'B', value: 'b', children: [{ text: 'C', value: 3 }] }] },
        { text: 'D', value: true },
      ]),
    ).toEqual(['a', 'b', 3, true]);
    expect(flattenKeys(undefined)).toEqual([]);
  });
});
