import { act, render } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared-auth/router';
import { authStore, resetAuthStore } from '@portal/shared-auth';
import { ClientHooksBridge, SPLASH_FADE_MS } from '../src/app/client-hooks-bridge';

function addSplash() {
  const splash = document.createElement('div');
  splash.id = 'splash';
  splash.textContent = 'Caricamento del portale…';
  document.body.appendChild(splash);
  return splash;
}

beforeEach(() => {
  jest.useFakeTimers();
  resetAuthStore();
});
afterEach(() => {
  jest.useRealTimers();
  document.getElementById('splash')?.remove();
});

describe('the splash screen', () => {
  it('stays while the session is unknown, then fades and leaves the DOM', () => {
    const splash = addSplash();
    render(
      <MemoryRouter>
        <ClientHooksBridge />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(SPLASH_FADE_MS * 2));
    expect(document.getElementById('splash')).toBe(splash);
    expect(splash).not.toHaveClass('hidden');

    act(() => authStore.setState({ status: 'signed-out' }));
    expect(splash).toHaveClass('hidden');
    act(() => jest.advanceTimersByTime(SPLASH_FADE_MS));
    expect(document.getElementById('splash')).toBeNull();
    expect(document.body).not.toHaveTextContent('Caricamento del portale…');
  });
});
