import { getInstance, init } from '@module-federation/enhanced/runtime';
import { FEDERATION_BUNDLER_GLOBAL } from '@portal/contracts/platform';
import { provideBundlerRuntimeForRemotes } from '../src/remotes/bundler-runtime-for-remotes';

type Lent = {
  runtime: { init: (options: { name: string; remotes: [] }) => ReturnType<typeof init> };
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
};

function lent(): Lent {
  return (globalThis as Record<string, unknown>)[FEDERATION_BUNDLER_GLOBAL] as Lent;
}

describe('the bundler runtime the host lends the remotes', () => {
  beforeAll(() => {
    init({ name: 'host', remotes: [] });
    provideBundlerRuntimeForRemotes();
  });

  it('has everything a remote build calls, the container start included', () => {
    const { bundlerRuntime, attachShareScopeMap } = lent();
    for (const name of ['consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init']) {
      expect(typeof bundlerRuntime[name]).toBe('function');
    }
    expect(typeof attachShareScopeMap).toBe('function');
  });

  it("gives a remote an instance of its own and leaves the host's the runtime's instance", () => {
    const remote = lent().runtime.init({ name: 'remote_admin', remotes: [] });

    expect(remote.name).toBe('remote_admin');
    expect(getInstance()?.name).toBe('host');
    // Loaded again (a retry), the remote finds its instance instead of making a second one.
    expect(lent().runtime.init({ name: 'remote_admin', remotes: [] })).toBe(remote);
  });

  it('is lent once', () => {
    const first = lent();
    provideBundlerRuntimeForRemotes();
    expect(lent()).toBe(first);
  });
});
