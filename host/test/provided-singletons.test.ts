import dayjs from 'dayjs';
import * as React from 'react';
import { SHARED_SINGLETONS, type SingletonVersions } from '@portal/contracts/platform';
import { providedSingletons } from '../src/remotes/provided-singletons';

type Lent = {
  version: string;
  scope: string;
  shareConfig: object;
  lib?: () => unknown;
  get?: () => Promise<() => unknown>;
};

const versions = Object.fromEntries(
  SHARED_SINGLETONS.map((request, index) => [request, { version: `1.${index}.0`, requiredVersion: '^1.0.0' }]),
) as SingletonVersions;

describe('the singletons the host lends the remotes', () => {
  it('lends every singleton of the platform, with its version and the range a remote may require', () => {
    const shared = providedSingletons(versions) as Record<string, Lent>;

    expect(Object.keys(shared).sort()).toEqual([...SHARED_SINGLETONS].sort());
    expect(shared['react-dom/client']).toMatchObject({
      version: versions['react-dom/client'].version,
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
    });
  });

  it("lends the host's own modules: those every page runs as they are, the others when a remote first asks", async () => {
    const shared = providedSingletons(versions) as Record<string, Lent>;

    const lentReact = shared.react.lib!() as typeof React & { default: typeof React };
    // A remote's `import { useState }` and `import React` both reach the host's React.
    expect(lentReact.useState).toBe(React.useState);
    expect(lentReact.default.useState).toBe(React.useState);
    expect(shared.react.get).toBeUndefined();

    expect(shared.dayjs.lib).toBeUndefined();
    const lentDayjs = (await shared.dayjs.get!())() as { default: typeof dayjs };
    expect(lentDayjs.default).toBe(dayjs);
  });
});
