import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | null;
  reload: () => void;
}

/**
 * Loads `load()` whenever `deps` change; answers of superseded loads are dropped, so a
 * slow old search never overwrites a newer one.
 */
export function useRemoteData<T>(load: () => Promise<T>, deps: readonly unknown[]): RemoteData<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: Error | null }>({
    data: undefined,
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const call = ++latest.current;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    load().then(
      (data) => call === latest.current && setState({ data, loading: false, error: null }),
      (error: Error) => call === latest.current && setState((previous) => ({ ...previous, loading: false, error })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, reload };
}
