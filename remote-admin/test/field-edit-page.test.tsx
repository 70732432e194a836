import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import FieldEditPage from '../src/features/fields/components/field-edit-page';
import type { Field } from '../src/features/fields/types/field';
import { choose, location, type } from './support/antd';

const IMPORTO: Field = {
  fieldCode: 'IMPORTO',
  name: 'Importo',
  description: 'Importo del fido richiesto',
  type: 'AMOUNT',
  length: null,
  minimum: 0,
  maximum: 1000000,
  minimumDate: null,
  maximumDate: null,
  validator: null,
  icon: 'mat_outline:euro',
  selectValue: null,
  selectValueList: [],
  sqlOptions: null,
  physicalPersonField: null,
  legalPersonField: null,
  subjectField: false,
  requestCode: null,
  productId: null,
  prodottoDescription: null,
  priceChange: false,
  defaultValue: null,
  toolTipInfo: null,
  productIdDerivedRequest: null,
  requestCodeOrFieldCode: null,
  isAlertDismissed: false,
  version: 3,
};

let requests: SeenRequest[];
let answer: (request: SeenRequest) => { status: number; body?: unknown } | undefined;

beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/field/new' });
  answer = () => undefined;
  requests = serveApi((request) => {
    const custom = answer(request);
    if (custom) return custom;
    if (request.url === '/api/field/field-code/availability') {
      const taken = (request.params as { fieldCode: string }).fieldCode === 'CF';
      return { status: 200, body: envelope({ available: !taken }, taken ? 'Codice campo già registrata' : null) };
    }
    if (request.url === '/api/field/IMPORTO') return { status: 200, body: envelope(IMPORTO) };
    if (request.url === '/api/field/forms/IMPORTO')
      return {
        status: 200,
        body: envelope([{ formCode: 'FIDO', description: 'Richiesta fido', validatore: null, validatoreList: [] }]),
      };
    if (request.url.startsWith('/api/field/forms/')) return { status: 200, body: envelope([]) };
    if (request.url === '/api/icons') return { status: 200, body: envelope(['mat_outline:bookmark']) };
    if (request.method === 'POST' || request.method === 'PUT') return { status: 200, body: envelope(request.data) };
    return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
  });
});

const saves = () => requests.filter((request) => request.method === 'POST' || request.method === 'PUT');

async function renderNew() {
  renderRoute('/field/:fieldCode', <FieldEditPage />, '/field/new?page=2');
  await screen.findByRole('heading', { name: 'Nuovo campo' });
}

async function fillRequired(code = 'NUOVO_CAMPO') {
  type('Codice', code);
  type('Nome', 'Nuovo campo');
  type('Descrizione', 'Un campo di prova');
  await choose('Validatore', 'Nessuno');
}

const saveButton = (name: 'Crea' | 'Salva') => screen.getByRole('button', { name });

describe('/field/new', () => {
  it('starts empty with the default icon, Crea disabled and the Form panel blocked', async () => {
    await renderNew();
    expect(screen.getByLabelText('Codice')).toBeEnabled();
    expect(screen.getByLabelText('Icona')).toHaveValue('mat_outline:bookmark');
    expect(saveButton('Crea')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Pannelli' }));
    expect(await screen.findByText('Disponibile dopo il primo salvataggio')).toBeInTheDocument();
  });

  it("says 'Campo obbligatorio' for a required field left empty", async () => {
    await renderNew();
    fireEvent.blur(screen.getByLabelText('Nome'));
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
  });

  it('checks the code with the server', async () => {
    await renderNew();
    type('Codice', 'CF');
    fireEvent.blur(screen.getByLabelText('Codice'));
    expect(await screen.findByText('Codice campo già registrata')).toBeInTheDocument();
  });

  it('AMOUNT, NUMBER and DATE enable min and max; another type clears and disables them', async () => {
    await renderNew();
    expect(screen.getByLabelText('Minimo')).toBeDisabled();
    await choose('Tipo', 'Numero');
    expect(screen.getByLabelText('Minimo')).toBeEnabled();
    type('Minimo', '5');
    type('Massimo', '10');
    await waitFor(() => expect(screen.getByLabelText('Minimo')).toHaveValue('5'));
    await choose('Tipo', 'Testo');
    await waitFor(() => expect(screen.getByLabelText('Minimo')).toBeDisabled());
    expect(screen.getByLabelText('Minimo')).toHaveValue('');
    expect(screen.getByLabelText('Massimo')).toHaveValue('');
    await choose('Tipo', 'Data');
    expect(screen.getByLabelText('Minimo')).toBeEnabled();
  });

  it('min and max are required for a number and min may not pass max', async () => {
    await renderNew();
    await fillRequired();
    await choose('Tipo', 'Numero');
    await waitFor(() => expect(saveButton('Crea')).toBeDisabled());
    type('Minimo', '10');
    type('Massimo', '5');
    fireEvent.blur(screen.getByLabelText('Massimo'));
    expect(await screen.findByText('Il valore minimo non può superare il valore massimo')).toBeInTheDocument();
    type('Massimo', '50');
    await waitFor(() => expect(saveButton('Crea')).toBeEnabled());
  });

  it('SELECT: the option list and the SQL text exclude each other; Save needs one of them', async () => {
    await renderNew();
    await fillRequired();
    await choose('Tipo', 'Menù a tendina');
    await waitFor(() => expect(screen.getByLabelText('Query SQL delle opzioni')).toBeEnabled());
    expect(saveButton('Crea')).toBeDisabled();

    type('Nuova opzione', 'Rossi');
    fireEvent.click(screen.getByRole('button', { name: /Aggiungi/ }));
    type('Nuova opzione', 'Bianchi');
    fireEvent.click(screen.getByRole('button', { name: /Aggiungi/ }));
    expect(screen.getByLabelText('Opzione 2')).toHaveValue('Bianchi');
    expect(screen.getByLabelText('Query SQL delle opzioni')).toBeDisabled();
    await waitFor(() => expect(saveButton('Crea')).toBeEnabled());

    // In-place edit, then remove.
    type('Opzione 1', 'Verdi');
    expect(screen.getByLabelText('Opzione 1')).toHaveValue('Verdi');
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi opzione 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi opzione 1' }));
    expect(screen.getByText('Nessuna opzione')).toBeInTheDocument();
    await waitFor(() => expect(saveButton('Crea')).toBeDisabled());

    type('Query SQL delle opzioni', 'DELETE FROM x');
    expect(screen.getByLabelText('Nuova opzione')).toBeDisabled();
    fireEvent.blur(screen.getByLabelText('Query SQL delle opzioni'));
    expect(await screen.findByText('La query SQL deve iniziare con SELECT')).toBeInTheDocument();
    type('Query SQL delle opzioni', 'select codice from comuni');
    await waitFor(() => expect(saveButton('Crea')).toBeEnabled());

    fireEvent.click(saveButton('Crea'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      method: 'POST',
      url: '/api/field',
      data: { type: 'SELECT', sqlOptions: 'select codice from comuni', selectValue: null },
    });
  });

  it('a new type empties the option list and leaving SELECT clears the SQL text', async () => {
    await renderNew();
    await choose('Tipo', 'Menù a tendina');
    type('Nuova opzione', 'A');
    fireEvent.click(screen.getByRole('button', { name: /Aggiungi/ }));
    await choose('Tipo', 'File');
    expect(await screen.findByText('Nessuna opzione')).toBeInTheDocument();
    expect(screen.queryByLabelText('Query SQL delle opzioni')).not.toBeInTheDocument();
  });

  it('FILE needs at least one option to save', async () => {
    await renderNew();
    await fillRequired();
    await choose('Tipo', 'File');
    await waitFor(() => expect(saveButton('Crea')).toBeDisabled());
    type('Nuova opzione', 'pdf');
    fireEvent.click(screen.getByRole('button', { name: /Aggiungi/ }));
    await waitFor(() => expect(saveButton('Crea')).toBeEnabled());
  });

  it('creates the field and goes back to the list at its page', async () => {
    await renderNew();
    await fillRequired();
    await choose('Tipo', 'Testo');
    await waitFor(() => expect(saveButton('Crea')).toBeEnabled());
    fireEvent.click(saveButton('Crea'));
    await waitFor(() => expect(location()).toBe('/fields?page=2'));
    expect(saves()[0]).toMatchObject({
      method: 'POST',
      data: {
        fieldCode: 'NUOVO_CAMPO',
        name: 'Nuovo campo',
        type: 'TEXT',
        validator: null,
        icon: 'mat_outline:bookmark',
      },
    });
  });
});

describe('/field/{fieldCode}', () => {
  async function renderExisting() {
    renderRoute('/field/:fieldCode', <FieldEditPage />, '/field/IMPORTO');
    await screen.findByRole('heading', { name: 'Modifica campo Importo' });
  }

  it('locks the code and lists the forms using the field', async () => {
    await renderExisting();
    expect(screen.getByLabelText('Codice')).toBeDisabled();
    expect(screen.getByLabelText('Minimo')).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Pannelli' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Form'));
    const row = (await screen.findByText('FIDO')).closest('tr')!;
    expect(within(row).getByText('Modifica').closest('a')).toHaveAttribute('href', '/form/FIDO?fieldCode=IMPORTO');
  });

  it('shows amounts with thousand separators and reads them back', async () => {
    await renderExisting();
    expect(screen.getByLabelText('Massimo')).toHaveValue('1.000.000');
    fireEvent.focus(screen.getByLabelText('Minimo'));
    type('Minimo', '2.500,5');
    fireEvent.blur(screen.getByLabelText('Minimo'));
    await waitFor(() => expect(screen.getByLabelText('Minimo')).toHaveValue('2.500,5'));
    await waitFor(() => expect(saveButton('Salva')).toBeEnabled());
    fireEvent.click(saveButton('Salva'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].data).toMatchObject({ minimum: 2500.5, maximum: 1000000 });
  });

  it('a stale version (409) shows the server message, re-enables the form and keeps the input', async () => {
    answer = (request) =>
      request.method === 'PUT'
        ? {
            status: 409,
            body: {
              error: true,
              message: 'Il record è stato modificato da un altro utente: ricarica la pagina',
              context: { currentVersion: 4 },
            },
          }
        : undefined;
    await renderExisting();
    type('Nome', 'Importo modificato');
    await waitFor(() => expect(saveButton('Salva')).toBeEnabled());
    fireEvent.click(saveButton('Salva'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Il record è stato modificato da un altro utente');
    expect(saves()[0]).toMatchObject({ method: 'PUT', data: { fieldCode: 'IMPORTO', version: 3 } });
    expect(screen.getByLabelText('Nome')).toHaveValue('Importo modificato');
    await waitFor(() => expect(screen.getByLabelText('Nome')).toBeEnabled());
    expect(location()).toBe('/field/IMPORTO');
  });
});

describe('lookups of the field edit', () => {
  it('suggests accessory products 500 ms after typing (128 characters at most), and keeps the one chosen', async () => {
    const products = Array.from({ length: 5 }, (_, index) => ({
      id: index + 1,
      productCode: `P${index + 1}`,
      fullProductCode: `P${index + 1}`,
      description: `Prodotto ${index + 1}`,
      flagSuspended: 'N',
    }));
    answer = (request) =>
      request.url === '/api/field/lookup/accessory-products' ? { status: 200, body: envelope(products) } : undefined;
    await renderNew();
    fireEvent.click(screen.getByRole('button', { name: 'Pannelli' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Azioni'));
    const input = screen.getByLabelText('Prodotto accessorio');
    expect(input).toHaveAttribute('maxlength', '128');
    fireEvent.change(input, { target: { value: 'visu' } });
    expect(requests.some((request) => request.url === '/api/field/lookup/accessory-products')).toBe(false);
    await waitFor(() =>
      expect(requests.filter((request) => request.url === '/api/field/lookup/accessory-products')).toHaveLength(1),
    );
    expect(requests.find((request) => request.url === '/api/field/lookup/accessory-products')?.params).toEqual({
      search: 'visu',
    });
    const option = await screen.findByText('P1 - Prodotto 1');
    fireEvent.click(option);
    await waitFor(() => expect(screen.getByLabelText('Prodotto accessorio')).toHaveValue('P1 - Prodotto 1'));
  });
});
