import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, setupUser } from '@portal/shared-ui/testing';
import { configureClientHooks } from '@portal/shared-auth';
import FieldListPage from '../src/features/fields/components/field-list-page';
import { FIELD_TYPE_LABELS, type Field } from '../src/features/fields/types/field';
import { renderRoute } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const FIELDS: Field[] = [
  {
    fieldCode: 'CODICE_FISCALE',
    name: 'Codice fiscale',
    description: 'Codice fiscale della persona',
    type: 'TEXT',
    length: 16,
    minimum: null,
    maximum: null,
    validator: 'CF',
    icon: 'mat_outline:badge',
    version: 1,
  },
  {
    fieldCode: 'IMPORTO',
    name: 'Importo',
    description: 'Importo del fido richiesto',
    type: 'AMOUNT',
    length: null,
    minimum: 0,
    maximum: 1000000,
    validator: null,
    icon: 'mat_outline:euro',
    version: 1,
  },
  {
    fieldCode: 'TIPO_SOGGETTO',
    name: 'Tipo soggetto',
    description: 'Persona fisica o giuridica',
    type: 'SELECT',
    length: null,
    minimum: null,
    maximum: null,
    validator: null,
    icon: 'mat_outline:bookmark',
    version: 1,
  },
];

let requests: SeenRequest[];

beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/fields' });
  requests = serveApi(() => ({ status: 200, body: envelope({ content: FIELDS, totalElements: 57 }) }));
});

afterEach(() => jest.useRealTimers());

const fieldCalls = () => requests.filter((request) => request.url === '/api/fields').map((request) => request.params);
const location = () => screen.getByTestId('location').textContent;

async function renderFields(url = '/fields') {
  renderRoute('/fields', <FieldListPage />, url);
  await screen.findByText('CODICE_FISCALE');
}

describe('/fields', () => {
  it('loads the first page of 20 fields', async () => {
    await renderFields();
    expect(screen.getByText('Campi', { selector: 'h2' })).toBeInTheDocument();
    expect(fieldCalls()).toEqual([{ page: 0, size: 20, search: '' }]);
    expect(screen.getByText('1 - 20 di 57')).toBeInTheDocument();
  });

  it('shows the columns of spec 002 §2.1 with the Italian type labels', async () => {
    await renderFields();
    const headers = [...document.querySelectorAll('thead th')].map((header) => header.textContent);
    expect(headers).toEqual([
      'Codice',
      'Nome',
      'Descrizione',
      'Tipo',
      'Lunghezza',
      'Minimo',
      'Massimo',
      'Validatore',
      'Icona',
      '',
    ]);
    const row = (code: string) => screen.getByText(code).closest('tr')!;
    expect(within(row('CODICE_FISCALE')).getByText('Testo')).toBeInTheDocument();
    expect(within(row('CODICE_FISCALE')).getByText('CF')).toBeInTheDocument();
    expect(within(row('IMPORTO')).getByText('Valuta')).toBeInTheDocument();
    expect(within(row('IMPORTO')).getByText('1000000')).toBeInTheDocument();
    expect(within(row('TIPO_SOGGETTO')).getByText('Menù a tendina')).toBeInTheDocument();
  });

  it('labels every field type as spec 002 §3 does', async () => {
    expect(FIELD_TYPE_LABELS).toEqual({
      AMOUNT: 'Valuta',
      NUMBER: 'Numero',
      FLAG: 'Spunta',
      TEXT: 'Testo',
      DATE: 'Data',
      TEXT_AREA: 'Testo multilinea',
      SELECT: 'Menù a tendina',
      FILE: 'File',
      HIDDEN: 'Nascosto',
    });
  });

  it("links 'Nuovo campo' and each Modifica to the edit screen", async () => {
    await renderFields();
    expect(screen.getByText('Nuovo campo').closest('a')).toHaveAttribute('href', '/field/new');
    const edit = within(screen.getByText('IMPORTO').closest('tr')!).getByText('Modifica');
    expect(edit.closest('a')).toHaveAttribute('href', '/field/IMPORTO');
  });

  it("searches 1000 ms after typing stops in 'Cerca campo', back on the first page", async () => {
    jest.useFakeTimers();
    await renderFields('/fields?page=2');
    expect(fieldCalls()).toEqual([{ page: 2, size: 20, search: '' }]);

    await fill(user, screen.getByPlaceholderText('Cerca campo'), 'codice');
    await act(async () => jest.advanceTimersByTime(999));
    expect(fieldCalls()).toHaveLength(1);

    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(fieldCalls()).toHaveLength(2));
    expect(fieldCalls()[1]).toEqual({ page: 0, size: 20, search: 'codice' });
    expect(location()).toBe('/fields');
  });

  it('offers 5, 10 and 20 per page; a new size starts from the first page', async () => {
    await renderFields('/fields?page=1');
    await user.click(screen.getByLabelText('Elementi per pagina:'));
    const sizes = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(sizes).toEqual(['5', '10', '20']);
    await user.click(screen.getByTitle('10'));
    await waitFor(() => expect(fieldCalls()).toHaveLength(2));
    expect(fieldCalls()[1]).toEqual({ page: 0, size: 10, search: '' });
    expect(location()).toBe('/fields');
  });

  it('keeps the page in the query string', async () => {
    await renderFields();
    await user.click(screen.getByLabelText('Vai alla fine'));
    await waitFor(() => expect(fieldCalls().at(-1)).toEqual({ page: 2, size: 20, search: '' }));
    expect(location()).toBe('/fields?page=2');
  });
});
