import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, leave, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import { rightDrawer, rightDrawerStore } from '../../src/stores/right-drawer-store';
import {
  AT_LEAST_ONE,
  COMPANY_HINT,
  NO_COMPANY,
  RESULTS_HINT,
} from '../../src/features/subject-search/components/company-search-panel';
import { PERSON_HINT } from '../../src/features/subject-search/components/person-search-panel';
import { PAID_TEXT, PAID_TITLE } from '../../src/features/subject-search/components/paid-search-confirm';
import { clearValidatorCache } from '@portal/shared-auth/validate-field';
import { MARIO, company, page, renderSearch, resetDrawer } from './fixtures';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const VALID_PI = '00488410010';

interface Server {
  companies?: ReturnType<typeof company>[];
}

function serve(server: Server = {}): SeenRequest[] {
  return serveApi(({ url, params, data }) => {
    const body = data as Record<string, string>;
    if (url === '/api/form/field/process/validator') {
      if (body.type === 'PI' && body.value !== VALID_PI)
        return { status: 200, body: envelope({ valid: false }, 'Partita IVA non valida: cifra di controllo errata') };
      if (body.type === 'CF' && body.value.length !== 11 && body.value.length !== 16)
        return {
          status: 200,
          body: envelope({ valid: false }, 'Il codice fiscale deve contenere 11 cifre o 16 caratteri alfanumerici'),
        };
      return { status: 200, body: envelope({ valid: true }) };
    }
    if (url === '/api/domain/comune') {
      const search = (params as { search: string }).search.toLowerCase();
      const all = [
        { c01: 'Roma', c02: 'RM', c03: 'H501' },
        { c01: 'Romano di Lombardia', c02: 'BG', c03: 'H509' },
        { c01: 'Romania', c02: 'EE', c03: 'Z129' },
      ];
      return { status: 200, body: envelope(all.filter((place) => place.c01.toLowerCase().includes(search))) };
    }
    if (url === '/api/domain/cciaa') return { status: 200, body: envelope([{ c01: 'Milano (MI)', key: 'MI' }]) };
    if (url === '/api/subjects/companies/advanced-search')
      return { status: 200, body: envelope(page(server.companies ?? [])) };
    if (url === '/api/subjects/persons/fiscal-code') return { status: 200, body: envelope(MARIO) };
    return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
  });
}

/** The paid-service confirmation dialog, found by its text. */
async function confirmation(): Promise<HTMLElement> {
  const text = await screen.findByText(PAID_TEXT);
  return text.closest('.ant-modal') as HTMLElement;
}

const validatorCalls = (seen: SeenRequest[]) => seen.filter((r) => r.url === '/api/form/field/process/validator');

async function openAdvanced(tab: 'PG' | 'PF' = 'PG') {
  renderSearch();
  act(() => rightDrawer.openSearch(tab));
  await screen.findByText('Ricerca avanzata');
  // The forms load on first opening (a lazy chunk of their own).
  return screen.findByRole('tab', { name: 'Persona giuridica' }, { timeout: 5000 });
}

/** Types in an autocomplete and picks the option with that label. */
async function pick(input: HTMLElement, text: string, label: string) {
  await fill(user, input, text);
  const option = await screen.findByTitle(label, {}, { timeout: 5000 }).catch(() => screen.findByText(label));
  await user.click(option);
}

beforeEach(() => {
  resetDrawer();
  clearValidatorCache();
});

describe('advanced search: company', () => {
  it('shows both tabs and the hint; Cerca needs a field besides the province', async () => {
    const seen = serve();
    await openAdvanced();
    expect(screen.getByRole('tab', { name: 'Persona giuridica' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Persona fisica' })).toBeInTheDocument();
    expect(screen.getByText(COMPANY_HINT)).toBeInTheDocument();
    const search = screen.getByRole('button', { name: 'Cerca' });
    expect(search).toBeDisabled();
    expect(screen.getByText(AT_LEAST_ONE)).toBeInTheDocument();

    // Choosing a comune sets the province; the province alone is not enough.
    await pick(screen.getByLabelText('Comune sede legale'), 'roma', 'Roma (RM)');
    expect(await screen.findByText('Provincia: RM')).toBeInTheDocument();
    expect(screen.queryByText('Romania (EE)')).not.toBeInTheDocument();
    expect(search).toBeDisabled();

    await fill(user, screen.getByLabelText('Denominazione'), 'rossi');
    await waitFor(() => expect(search).toBeEnabled());
    expect(validatorCalls(seen)).toEqual([]);
  });

  it('checks PI and CF on the server, caching each answer per type, value and subject type', async () => {
    const seen = serve();
    await openAdvanced();
    const vat = screen.getByLabelText('Partita IVA');
    expect(vat).toHaveAttribute('maxlength', '11');
    expect(screen.getByLabelText('Codice Fiscale')).toHaveAttribute('maxlength', '16');

    await fill(user, vat, '12345678901');
    expect(await screen.findByText('Partita IVA non valida: cifra di controllo errata')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerca' })).toBeDisabled();
    expect(validatorCalls(seen)).toEqual([
      expect.objectContaining({ data: { type: 'PI', value: '12345678901', subjectType: 'PG' } }),
    ]);

    await fill(user, vat, VALID_PI);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cerca' })).toBeEnabled());
    await fill(user, vat, '12345678901');
    expect(await screen.findByText('Partita IVA non valida: cifra di controllo errata')).toBeInTheDocument();
    await fill(user, vat, VALID_PI);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cerca' })).toBeEnabled());
    // Two values, two calls: the repeats came from the cache; the empty CF was never sent.
    const sent = validatorCalls(seen).map((request) => request.data);
    expect(sent).toEqual([
      { type: 'PI', value: '12345678901', subjectType: 'PG' },
      { type: 'PI', value: VALID_PI, subjectType: 'PG' },
    ]);

    await fill(user, screen.getByLabelText('Codice Fiscale'), 'ABC');
    expect(
      await screen.findByText('Il codice fiscale deve contenere 11 cifre o 16 caratteri alfanumerici'),
    ).toBeInTheDocument();
  });

  it('asks the paid-service confirmation; No sends nothing, Si searches and lists the results', async () => {
    const seen = serve({ companies: [company(1), company(2)] });
    await openAdvanced();
    await fill(user, screen.getByLabelText('Denominazione'), 'azienda');
    await pick(screen.getByLabelText('Provincia CCIAA'), 'mil', 'Milano (MI)');
    await fill(user, screen.getByLabelText('Numero REA'), '100001');
    const search = screen.getByRole('button', { name: 'Cerca' });
    await waitFor(() => expect(search).toBeEnabled());

    await user.click(search);
    const dialog = await confirmation();
    expect(within(dialog).getByText(PAID_TITLE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(PAID_TEXT)).not.toBeInTheDocument());
    expect(seen.filter((r) => r.url.includes('advanced-search'))).toEqual([]);

    await user.click(search);
    await user.click(within(await confirmation()).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(RESULTS_HINT)).toBeInTheDocument();
    expect(seen.filter((r) => r.url.includes('advanced-search')).map((r) => r.data)).toEqual([
      {
        ragioneSociale: 'azienda',
        provinciaSede: '',
        partitaIVA: '',
        codiceFiscale: '',
        provinciaCCIAA: 'MI',
        numeroREA: '100001',
        page: 0,
        size: 20,
      },
    ]);

    // A result becomes the subject; back to the results from product selection.
    await user.click(screen.getByText('AZIENDA 2 S.R.L.'));
    expect(rightDrawerStore.getState()).toMatchObject({ view: 'PRODUCT_SELECTION', backToSearch: true });
    await user.click(await screen.findByRole('button', { name: /Risultati ricerca/ }));
    expect(rightDrawerStore.getState().view).toBe('SEARCH_COMPANY');
    expect(screen.getByText('AZIENDA 1 S.R.L.')).toBeInTheDocument();
  });

  it('says so when no company is found', async () => {
    serve({ companies: [] });
    await openAdvanced();
    await fill(user, screen.getByLabelText('Denominazione'), 'nessuna');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cerca' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    await user.click(within(await confirmation()).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(NO_COMPANY)).toBeInTheDocument();
  });
});

describe('advanced search: person', () => {
  it("every field is required ('Campo obbligatorio'); the button computes the codice fiscale", async () => {
    const seen = serve();
    await openAdvanced('PF');
    expect(await screen.findByText(PERSON_HINT)).toBeInTheDocument();
    const calculate = screen.getByRole('button', { name: 'Calcola codice fiscale' });
    expect(calculate).toBeDisabled();

    for (const label of ['Nome', 'Cognome']) await leave(user, screen.getByLabelText(label));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);

    await fill(user, screen.getByLabelText('Nome'), 'Mario');
    await fill(user, screen.getByLabelText('Cognome'), 'Rossi');
    const date = screen.getByLabelText('Data nascita');
    await user.click(date);
    await fill(user, date, '01/01/1980');
    await user.keyboard('{Enter}');
    await pick(screen.getByLabelText('Luogo nascita'), 'roma', 'Roma (RM)');
    await user.click(screen.getByLabelText('Maschio'));
    await waitFor(() => expect(calculate).toBeEnabled());

    await user.click(calculate);
    expect(await screen.findByText('Nato a Roma il 01/01/1980')).toBeInTheDocument();
    expect(screen.getByText('C.F. RSSMRA80A01H501U')).toBeInTheDocument();
    expect(seen.find((r) => r.url === '/api/subjects/persons/fiscal-code')?.data).toEqual({
      nome: 'Mario',
      cognome: 'Rossi',
      denominazione: 'Mario Rossi',
      dataNascita: '1980-01-01',
      luogoNascita: 'H501',
      sesso: 'M',
    });
    await user.click(screen.getByText('MARIO ROSSI'));
    expect(rightDrawerStore.getState().subject).toEqual({ type: 'PF', person: MARIO });
  });

  it('a typed place that was not chosen from the list does not count', async () => {
    serve();
    await openAdvanced('PF');
    const place = screen.getByLabelText('Luogo nascita');
    await fill(user, place, 'Atlantide');
    await leave(user, place);
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
  });
});
