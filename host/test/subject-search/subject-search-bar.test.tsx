import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi } from '@portal/shared-auth/testing';
import { rightDrawerStore } from '../../src/stores/right-drawer-store';
import {
  ADVANCED_LINK,
  HELP_TEXT,
  NO_RESULTS,
  SEARCH_PLACEHOLDER,
} from '../../src/features/subject-search/components/subject-search-bar';
import { isUsablePersonAnswer } from '../../src/features/subject-search/api/search-subjects';
import { MARIO, company, page, renderSearch, resetDrawer } from './fixtures';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

beforeEach(resetDrawer);

function input() {
  return screen.getByPlaceholderText(SEARCH_PLACEHOLDER) as HTMLInputElement;
}

async function searchFor(text: string) {
  await user.click(input());
  await fill(user, input(), text);
  await user.keyboard('{Enter}');
}

describe('subject search bar', () => {
  it('has the placeholder and Ctrl+K focuses it from anywhere', async () => {
    serveApi(() => ({ status: 200, body: envelope(page([])) }));
    renderSearch();
    expect(input()).not.toHaveFocus();
    await user.keyboard('{Control>}k{/Control}');
    expect(input()).toHaveFocus();
  });

  it('searches companies (page 0, size 20) with the input disabled and a spinner meanwhile; results under Risultati', async () => {
    type Answer = { status: number; body: unknown };
    let answer: (value: Answer) => void = () => {};
    const seen = serveApi(() => new Promise<Answer>((resolve) => (answer = resolve)));
    renderSearch();
    await searchFor('azienda');
    await waitFor(() => expect(input()).toBeDisabled());
    expect(screen.getByLabelText('Ricerca in corso')).toBeInTheDocument();
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/subjects/companies',
        params: { search: 'azienda', page: 0, size: 20 },
      }),
    ]);
    act(() => answer({ status: 200, body: envelope({ content: [company(1), company(2)], totalElements: 12345 }) }));
    expect(await screen.findByRole('heading', { name: 'Risultati' })).toBeInTheDocument();
    expect(input()).not.toBeDisabled();
    expect(screen.getByText('AZIENDA 1 S.R.L.')).toBeInTheDocument();
    expect(screen.getByText('AZIENDA 2 S.R.L.')).toBeInTheDocument();
    expect(screen.getAllByText('Milano (MI)')).toHaveLength(2);
    expect(screen.getByText('Sono mostrati i primi 2 risultati su 12.345: precisa la ricerca.')).toBeInTheDocument();

    // Choosing a result opens product selection with it, and the search is cleared.
    await user.click(screen.getByText('AZIENDA 2 S.R.L.'));
    expect(rightDrawerStore.getState()).toMatchObject({
      view: 'PRODUCT_SELECTION',
      subject: { type: 'PG', company: expect.objectContaining({ denominazione: 'AZIENDA 2 S.R.L.' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Risultato ricerca' })).toBeInTheDocument();
    expect(input().value).toBe('');
    expect(screen.queryByRole('heading', { name: 'Risultati' })).not.toBeInTheDocument();
  });

  it('opens product selection at once when one company is found', async () => {
    serveApi(() => ({ status: 200, body: envelope(page([company(7)])) }));
    renderSearch();
    await searchFor('00000000007');
    await waitFor(() => expect(rightDrawerStore.getState().view).toBe('PRODUCT_SELECTION'));
    const summary = await screen.findByRole('region', { name: 'Risultato ricerca' });
    expect(within(summary).getByText('AZIENDA 7 S.R.L.')).toBeInTheDocument();
    expect(within(summary).getByText('VIA ROMA 7')).toBeInTheDocument();
    expect(within(summary).getByText('S.R.L.')).toBeInTheDocument();
  });

  it('persons: the toggle clears the results; birth lines with and without place', async () => {
    const seen = serveApi(({ url }) =>
      url === '/api/subjects/companies'
        ? { status: 200, body: envelope(page([company(1), company(2)])) }
        : {
            status: 200,
            body: envelope(
              page([
                MARIO,
                {
                  ...MARIO,
                  codiceFiscale: 'BNCGLI90C42F205X',
                  denominazione: 'GIULIA BIANCHI',
                  comuneNascita: null,
                  dataNascita: '1990-03-02',
                },
              ]),
            ),
          },
    );
    renderSearch();
    await searchFor('rossi');
    expect(await screen.findByText('AZIENDA 1 S.R.L.')).toBeInTheDocument();
    await user.click(screen.getByText('Persona'));
    expect(screen.queryByText('AZIENDA 1 S.R.L.')).not.toBeInTheDocument();
    expect(input().value).toBe('rossi');
    await user.click(input()); // back in the box, Enter searches again
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Nato a Roma il 01/01/1980')).toBeInTheDocument();
    expect(screen.getByText('Nato il 02/03/1990')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ url: '/api/subjects/persons', params: { search: 'rossi', page: 0, size: 20 } });
    await user.click(screen.getByText('MARIO ROSSI'));
    expect(rightDrawerStore.getState().subject).toEqual({ type: 'PF', person: MARIO });
  });

  it('shows the no-results text, also for an unusable person answer', async () => {
    serveApi(({ url }) =>
      url === '/api/subjects/companies'
        ? { status: 200, body: envelope(page([])) }
        : {
            status: 200,
            body: envelope(page([{ codiceFiscale: '', denominazione: '', comuneNascita: null, dataNascita: null }])),
          },
    );
    renderSearch();
    await searchFor('nessuno');
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
    await user.click(screen.getByText('Persona'));
    await user.click(input());
    await user.keyboard('{Enter}');
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Risultati' })).not.toBeInTheDocument();
  });

  it('a click outside clears the search', async () => {
    serveApi(() => ({ status: 200, body: envelope(page([company(1), company(2)])) }));
    renderSearch();
    await searchFor('azienda');
    expect(await screen.findByText('AZIENDA 1 S.R.L.')).toBeInTheDocument();
    await user.click(screen.getByText('contenuto della pagina'));
    expect(screen.queryByText('AZIENDA 1 S.R.L.')).not.toBeInTheDocument();
    expect(input().value).toBe('');
  });

  it('the advanced-search link opens the advanced search on the current tab', async () => {
    serveApi(() => ({ status: 200, body: envelope(page([])) }));
    renderSearch();
    await user.click(screen.getByText('Persona'));
    await user.click(input());
    await user.click(screen.getByText(ADVANCED_LINK));
    expect(rightDrawerStore.getState()).toMatchObject({ view: 'SEARCH_COMPANY', searchTab: 'PF' });
    expect(await screen.findByText('Ricerca avanzata')).toBeInTheDocument();
  });

  it('the help tooltip explains the search', async () => {
    serveApi(() => ({ status: 200, body: envelope(page([])) }));
    renderSearch();
    await user.hover(screen.getByLabelText('Come funziona la ricerca'));
    expect(await screen.findByText(HELP_TEXT)).toBeInTheDocument();
  });
});

describe('isUsablePersonAnswer (spec 000 §5)', () => {
  const today = new Date();
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  it.each([
    ['empty', [], false],
    ['complete', [MARIO], true],
    ['no place but a birth date', [{ ...MARIO, comuneNascita: null }], true],
    ['no place, no date', [{ ...MARIO, comuneNascita: null, dataNascita: null }], false],
    ["no code and today's date", [{ ...MARIO, codiceFiscale: '', dataNascita: iso }], false],
  ])('%s', (_name, persons, usable) => {
    expect(isUsablePersonAnswer(persons as never)).toBe(usable);
  });
});
