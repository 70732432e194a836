import { useState } from 'react';

export type ViewMode = 'grid' | 'table';

/** 'Cambia vista' is remembered across visits (spec 000 §2.7, §2.8), one choice per screen. */
export function useViewMode(storageKey: string): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() => {
    try {
      return localStorage.getItem(storageKey) === 'table' ? 'table' : 'grid';
    } catch {
      return 'grid';
    }
  });
  const change = (next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // storage disabled: the choice lasts for this visit
    }
  };
  return [mode, change];
}
