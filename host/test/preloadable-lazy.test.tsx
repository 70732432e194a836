import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadableLazy } from '../src/app/preloadable-lazy';

const Greeting = () => <p>Benvenuto</p>;

function renderInSuspense(Lazy: ComponentType) {
  return render(
    <Suspense fallback={<p>Caricamento</p>}>
      <Lazy />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('renders a preloaded module in the first render, without the fallback', async () => {
    const Lazy = preloadableLazy(
      async () => ({ Greeting }),
      (module) => module.Greeting,
    );
    await act(() => Lazy.preload());
    renderInSuspense(Lazy);
    // Plain React.lazy would show the fallback here, whatever the state of its import().
    expect(screen.queryByText('Caricamento')).not.toBeInTheDocument();
    expect(screen.getByText('Benvenuto')).toBeInTheDocument();
  });

  it('suspends like React.lazy when the module has not arrived yet', async () => {
    const Lazy = preloadableLazy(
      async () => ({ Greeting }),
      (module) => module.Greeting,
    );
    renderInSuspense(Lazy);
    expect(screen.getByText('Caricamento')).toBeInTheDocument();
    expect(await screen.findByText('Benvenuto')).toBeInTheDocument();
  });

  it('loads once, and asks again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk non caricato')).mockResolvedValue({ Greeting });
    const Lazy = preloadableLazy(load, (module: { Greeting: typeof Greeting }) => module.Greeting);
    await expect(Lazy.preload()).rejects.toThrow('chunk non caricato');
    await Lazy.preload();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
