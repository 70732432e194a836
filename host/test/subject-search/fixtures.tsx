import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute } from '@portal/shared-ui/testing';
import { SubjectSearch } from '../../src/layout/subject-search';
import { rightDrawerStore } from '../../src/stores/right-drawer-store';
import type { Company, Person } from '../../src/features/subject-search/types';

export function company(n: number, extra: Partial<Company> = {}): Company {
  return {
    codiceFiscale: `0000000000${n}`.slice(-11),
    partitaIva: `0000000000${n}`.slice(-11),
    denominazione: `AZIENDA ${n} S.R.L.`,
    naturaGiuridica: 'S.R.L.',
    indirizzo: `VIA ROMA ${n}`,
    cap: '20121',
    frazione: null,
    siglaProvincia: 'MI',
    dataCostituzione: '2001-03-15',
    codiceAteco: '62.01.00',
    cciaa: 'MI',
    nrea: String(100000 + n),
    operativa: true,
    descrizioneStatoAttivita: 'ATTIVA',
    email: null,
    sedi: 1,
    comune: 'Milano',
    ...extra,
  };
}

export const MARIO: Person = {
  codiceFiscale: 'RSSMRA80A01H501U',
  denominazione: 'MARIO ROSSI',
  comuneNascita: 'Roma',
  dataNascita: '1980-01-01',
  sesso: 'M',
  comune: 'Roma',
};

export const page = <T,>(content: T[]) => ({ content, totalElements: content.length });

export const notifyError = jest.fn();

export function resetDrawer() {
  rightDrawerStore.setState({ view: 'none', subject: null, movementId: null, searchTab: 'PG', backToSearch: false });
}

/** The layout's search and drawer on a page, with the real antd, router and client. */
export function renderSearch(url = '/portal') {
  configureClientHooks({ notifyError, navigate: jest.fn(), currentPath: () => url });
  return renderRoute(
    '/portal',
    <>
      <SubjectSearch />
      <p>contenuto della pagina</p>
    </>,
    url,
  );
}
