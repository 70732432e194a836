import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, leave, setupUser } from '@portal/shared-ui/testing';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import FieldEditPage from '../src/features/fields/components/field-edit-page';
import type { Field } from '../src/features/fields/types/field';
import { choose, location, type } from './support/antd';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

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
  await type(user, 'Codice', code);
  await type(user, 'Nome', 'Nuovo campo');
  await type(user, 'Descrizione', 'Un campo di prova');
  await choose(user, 'Validatore', 'Nessuno');
}

const saveButton = (name: 'Crea' | 'Salva') => screen.getByRole('button', { name });

describe('/field/new', () => {
  it('starts empty with the default icon, Crea disabled and the Form panel blocked', async () => {
    await renderNew();
    expect(screen.getByLabelText('Codice')).toBeEnabled();
    expect(screen.getByLabelText('Icona')).toHaveValue('mat_outline:bookmark');
    expect(saveButton('Crea')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pannelli' }));
    // Form and Attività.
    expect(await screen.findAllByText('Disponibile dopo il primo salvataggio')).toHaveLength(2);
  });

  it("says 'Campo obbligatorio' for a required field left empty", async () => {
    await renderNew();
    await leave(user, screen.getByLabelText('Nome'));
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
  });

  it('checks the code with the server', async () => {
    await renderNew();
    await type(user, 'Codice', 'CF');
    await leave(user, screen.getByLabelText('Codice'));
    expect(await screen.findByText('Codice campo già registrata')).toBeInTheDocument();
  });

  it('AMOUNT, NUMBER and DATE enable min and max; another type clears and disables them', async () => {
    await renderNew();
    expect(screen.getByLabelText('Minimo')).toBeDisabled();
    await choose(user, 'Tipo', 'Numero');
    expect(screen.getByLabelText('Minimo')).toBeEnabled();
    await type(user, 'Minimo', '5');
    await type(user, 'Massimo', '10');
    await waitFor(() => expect(screen.getByLabelText('Minimo')).toHaveValue('5'));
    await choose(user, 'Tipo', 'Testo');
    await waitFor(() => expect(screen.getByLabelText('Minimo')).toBeDisabled());
    expect(screen.getByLabelText('Minimo')).toHaveValue('');
    expect(screen.getByLabelText('Massimo')).toHaveValue('');
    await choose(user, 'Tipo', 'Data');
    expect(screen.getByLabelText('Minimo')).toBeEnabled();
  });

  it('min and max are required for a number and min may not pass max', async () => {
    await renderNew();
    await fillRequired();
    await choose(user, 'Tipo', 'Numero');
    await waitFor(() => expect(saveButton('Crea')).toBeDisabled());
    await type(user, 'Minimo', '10');
    await type(user, 'Massimo', '5');
    await leave(user, screen.getByLabelText('Massimo'));
    expect(await screen.findByText('Il valore minimo non può superare il valore massimo')).toBeInTheDocument();
    await type(user, 'Massimo', '50');
    await waitFor(() => expect(saveButton('Crea')).toBeEnabled());
  });

  it('SELECT: the option list and the SQL text exclude each other; Save needs one of them', async () => {
    await renderNew();
    await fillRequired();
    await choose(user, 'Tipo', 'Menù a tendina');
    await waitFor(() => expect(screen.getByLabelText('Query SQL delle opzioni')).toBeEnabled());
    expect(saveButton('Crea')).toBeDisabled();

    await type(user, 'Nuova opzione', 'Rossi');
    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));
    await type(user, 'Nuova opzione', 'Bianchi');
    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));
    expect(screen.getByLabelText('Opzione 2')).toHaveValue('Bianchi');
    expect(screen.getByLabelText('Query SQL delle opzioni')).toBeDisabled();
    await waitFor(() => expect(saveButton('Crea')).toBeEnabled());

    // In-place edit, then remove.
    await type(user, 'Opzione 1', 'Verdi');
    expect(screen.getByLabelText('Opzione 1')).toHaveValue('Verdi');
    await user.click(screen.getByRole('button', { name: 'Rimuovi opzione 2' }));
    await user.click(screen.getByRole('button', { name: 'Rimuovi opzione 1' }));
    expect(screen.getByText('Nessuna opzione')).toBeInTheDocument();
    await waitFor(() => expect(saveButton('Crea')).toBeDisabled());

    await type(user, 'Query SQL delle opzioni', 'DELETE FROM x');
    expect(screen.getByLabelText('Nuova opzione')).toBeDisabled();
    await leave(user, screen.getByLabelText('Query SQL delle opzioni'));
    expect(await screen.findByText('La query SQL deve iniziare con SELECT')).toBeInTheDocument();
    await type(user, 'Query SQL delle opzioni', 'select codice from comuni');
    await waitFor(() => expect(saveButton('Crea')).toBeEnabled());

    await user.click(saveButton('Crea'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      method: 'POST',
      url: '/api/field',
      data: { type: 'SELECT', sqlOptions: 'select codice from comuni', selectValue: null },
    });
  });

  it("the server's refusal of the SQL text is shown under the field, and the text is kept", async () => {
    const refusal = 'La query SQL può produrre valori troppo lunghi (oltre 4096 caratteri): semplifica le espressioni';
    answer = (request) =>
      request.method === 'POST' && request.url === '/api/field'
        ? { status: 400, body: { error: true, message: refusal, context: { field: 'sqlOptions' } } }
        : undefined;
    await renderNew();
    await fillRequired();
    await choose(user, 'Tipo', 'Menù a tendina');
    await waitFor(() => expect(screen.getByLabelText('Query SQL delle opzioni')).toBeEnabled());
    const sql = "select replace(replace(descrizione, 'a', 'aaaa'), 'a', 'aaaa') from comuni";
    await type(user, 'Query SQL delle opzioni', sql);
    await waitFor(() => expect(saveButton('Crea')).toBeEnabled());
    await user.click(saveButton('Crea'));
    const field = screen.getByLabelText('Query SQL delle opzioni');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    // The help names the views a query may read, before anything is saved.
    expect(
      screen.getByText(/legge una sola di queste viste: province, cciaa, comuni, stati_esteri, servizi, prodotti/),
    ).toBeInTheDocument();
    expect(field).toHaveValue(sql);
  });

  it('a new type empties the option list and leaving SELECT clears the SQL text', async () => {
    await renderNew();
    await choose(user, 'Tipo', 'Menù a tendina');
    await type(user, 'Nuova opzione', 'A');
    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));
    await choose(user, 'Tipo', 'File');
    expect(await screen.findByText('Nessuna opzione')).toBeInTheDocument();
    expect(screen.queryByLabelText('Query SQL delle opzioni')).not.toBeInTheDocument();
  });

  it('FILE needs at least one option to save', async () => {
    await renderNew();
    await fillRequired();
    await choose(user, 'Tipo', 'File');
    await waitFor(() => expect(saveButton('Crea')).toBeDisabled());
    await type(user, 'Nuova opzione', 'pdf');
    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));
    await waitFor(() => expect(saveButton('Crea')).toBeEnabled());
  });

  it("creates the field and stays on it, the list's page kept for 'Indietro'", async () => {
    await renderNew();
    await fillRequired();
    await choose(user, 'Tipo', 'Testo');
    await waitFor(() => expect(saveButton('Crea')).toBeEnabled());
    await user.click(saveButton('Crea'));
    await waitFor(() => expect(location()).toBe('/field/NUOVO_CAMPO?page=2'));
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
    await user.click(screen.getByRole('button', { name: 'Pannelli' }));
    await user.click(within(await screen.findByRole('dialog')).getByText('Form'));
    const row = (await screen.findByText('FIDO')).closest('tr')!;
    expect(within(row).getByText('Modifica').closest('a')).toHaveAttribute('href', '/form/FIDO?fieldCode=IMPORTO');
  });

  it('shows amounts with thousand separators and reads them back', async () => {
    await renderExisting();
    expect(screen.getByLabelText('Massimo')).toHaveValue('1.000.000');
    // Pasted at once: jsdom moves no caret, so typing into a reformatting input drops keys.
    await user.clear(screen.getByLabelText('Minimo'));
    await user.paste('2500,5');
    await leave(user, screen.getByLabelText('Minimo'));
    await waitFor(() => expect(screen.getByLabelText('Minimo')).toHaveValue('2.500,5'));
    await waitFor(() => expect(saveButton('Salva')).toBeEnabled());
    await user.click(saveButton('Salva'));
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
    await type(user, 'Nome', 'Importo modificato');
    await waitFor(() => expect(saveButton('Salva')).toBeEnabled());
    await user.click(saveButton('Salva'));
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
    await user.click(screen.getByRole('button', { name: 'Pannelli' }));
    await user.click(within(await screen.findByRole('dialog')).getByText('Azioni'));
    const input = screen.getByLabelText('Prodotto accessorio');
    expect(input).toHaveAttribute('maxlength', '128');
    await fill(user, input, 'visu');
    expect(requests.some((request) => request.url === '/api/field/lookup/accessory-products')).toBe(false);
    await waitFor(() =>
      expect(requests.filter((request) => request.url === '/api/field/lookup/accessory-products')).toHaveLength(1),
    );
    expect(requests.find((request) => request.url === '/api/field/lookup/accessory-products')?.params).toEqual({
      search: 'visu',
    });
    const option = await screen.findByText('P1 - Prodotto 1');
    await user.click(option);
    await waitFor(() => expect(screen.getByLabelText('Prodotto accessorio')).toHaveValue('P1 - Prodotto 1'));
  });
});
