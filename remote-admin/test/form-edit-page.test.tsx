import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { leave, setupUser } from '@portal/shared-ui/testing';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import FormEditPage, { formBackPath } from '../src/features/forms/components/form-edit-page';
import { moveLink, newLinkOrder, nextGroup } from '../src/features/forms/hooks/use-form-links';
import type { Form, FormFieldLink } from '../src/features/forms/types/form';
import { choose, findDialog, location, type } from './support/antd';
import { dragByKeyboard } from './support/drag';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const FIDO: Form = {
  formCode: 'FIDO',
  description: 'Richiesta fido',
  validatore: null,
  validatoreList: [],
  exampleSheet: null,
  fieldCount: 0,
  version: 1,
};

function link(fieldCode: string, name: string, order: number, group = 0): FormFieldLink {
  return {
    id: { fieldCode, fieldform: 'FIDO' },
    field: { fieldCode, name, type: 'TEXT' },
    form: { formCode: 'FIDO', description: 'Richiesta fido' },
    obligatory: false,
    subjectType: 'ANY',
    order,
    dimension: 2,
    newRiga: false,
    group,
    options: null,
    version: 1,
  };
}

let links: FormFieldLink[];
let form: Form;
let requests: SeenRequest[];

beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/form/FIDO' });
  form = { ...FIDO };
  links = [link('NOME', 'Nome', 1), link('COGNOME', 'Cognome', 2), link('IMPORTO', 'Importo', 3, 5)];
  requests = serveApi((request) => {
    const { method, url } = request;
    if (url === '/api/form/form-code/availability') {
      const taken = (request.params as { formCode: string }).formCode === 'FIDO';
      return { status: 200, body: envelope({ available: !taken }) };
    }
    if (url === '/api/form-validators')
      return { status: 200, body: envelope([{ value: 'RICHIESTA_UNICA', label: 'Richiesta unica' }]) };
    if (url === '/api/form/FIDO' && method === 'GET') return { status: 200, body: envelope(form) };
    if (url === '/api/form/FIDO/fields') return { status: 200, body: envelope(links) };
    if (url === '/api/available/fields')
      return {
        status: 200,
        body: envelope([
          { fieldCode: 'NOME', name: 'Nome', type: 'TEXT' },
          { fieldCode: 'CF', name: 'Codice fiscale', type: 'TEXT' },
        ]),
      };
    if (url === '/api/form/fields' && method === 'PUT') {
      links = (request.data as FormFieldLink[]).map((item) => ({ ...item, version: (item.version ?? 0) + 1 }));
      return { status: 200, body: envelope(links) };
    }
    if (url === '/api/form/field' && method === 'POST') {
      const data = request.data as FormFieldLink;
      links = [...links, { ...link(data.id.fieldCode, 'Codice fiscale', data.order), ...data }];
      return { status: 200, body: envelope(links.at(-1)) };
    }
    if (url.startsWith('/api/form/field/') && method === 'DELETE') {
      links = links.filter((item) => !url.includes(`/${item.id.fieldCode}/`));
      return { status: 200, body: envelope(null) };
    }
    if (url === '/api/form' && method === 'POST') {
      form = { ...(request.data as Form), validatoreList: [], exampleSheet: null, version: 1 };
      return { status: 200, body: envelope(form) };
    }
    if (url === '/api/form/FIDO/upload/example/sheet') {
      form = { ...form, exampleSheet: 'esempio.xlsx' };
      return { status: 200, body: envelope(form) };
    }
    if (url === '/api/form/FIDO/example/sheet' && method === 'DELETE') {
      form = { ...form, exampleSheet: null };
      return { status: 200, body: envelope(form) };
    }
    return { status: 404, body: { error: true, message: 'Risorsa non trovata', context: null } };
  });
});

const calls = (method: string, url: string) =>
  requests.filter((request) => request.method === method && request.url === url);

async function openFieldsPanel() {
  await user.click(screen.getByRole('button', { name: 'Pannelli' }));
  await user.click(within(await screen.findByRole('dialog')).getByText('Campi form'));
  await screen.findByRole('list', { name: 'Campi della form' });
}

const rowCodes = () =>
  within(screen.getByRole('list', { name: 'Campi della form' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('data-field-code'));

describe('form link rules', () => {
  it('cycles the group 0..5 and back to 0', async () => {
    expect([0, 1, 2, 3, 4, 5].map(nextGroup)).toEqual([1, 2, 3, 4, 5, 0]);
  });

  it('moves a link and renumbers the order; a new link goes last', async () => {
    const moved = moveLink([link('A', 'A', 1), link('B', 'B', 2), link('C', 'C', 7)], 0, 2);
    expect(moved.map((item) => [item.id.fieldCode, item.order])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ]);
    expect(newLinkOrder([link('A', 'A', 1), link('C', 'C', 7)])).toBe(8);
    expect(newLinkOrder([])).toBe(1);
  });

  it('Cancel goes to the field it came from, else the list at its page', async () => {
    expect(formBackPath(new URLSearchParams('fieldCode=IMPORTO'))).toBe('/field/IMPORTO');
    expect(formBackPath(new URLSearchParams('page=3'))).toBe('/forms?page=3');
    expect(formBackPath(new URLSearchParams(''))).toBe('/forms');
  });
});

describe('/form/new', () => {
  it('blocks the fields panel and the example sheet until the first save, then opens them', async () => {
    links = [];
    renderRoute('/form/:formCode', <FormEditPage />, '/form/new?page=1');
    await screen.findByRole('heading', { name: 'Nuovo form' });
    expect(screen.getByRole('button', { name: /Carica/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Indietro' })).toHaveAttribute('href', '/forms?page=1');

    await type(user, 'Codice form', 'FIDO');
    await leave(user, screen.getByLabelText('Codice form'));
    expect(await screen.findByText('Codice form già registrata')).toBeInTheDocument();
    await type(user, 'Codice form', 'NUOVO');
    await type(user, 'Descrizione', 'Nuovo form');
    await choose(user, 'Validatore', 'Richiesta unica');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crea' })).toBeEnabled());
    form = { ...FIDO, formCode: 'NUOVO' };
    await user.click(screen.getByRole('button', { name: 'Crea' }));

    await waitFor(() => expect(location()).toBe('/form/NUOVO?page=1'));
    expect(calls('POST', '/api/form')[0].data).toEqual({
      formCode: 'NUOVO',
      description: 'Nuovo form',
      validatore: 'RICHIESTA_UNICA',
    });
  });
});

describe('/form/{formCode}', () => {
  async function renderExisting(url = '/form/FIDO') {
    renderRoute('/form/:formCode', <FormEditPage />, url);
    await screen.findByRole('heading', { name: 'Modifica form Richiesta fido' });
  }

  it('locks the code; Cancel goes back to the field it came from', async () => {
    await renderExisting('/form/FIDO?fieldCode=IMPORTO');
    expect(screen.getByLabelText('Codice form')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Indietro' })).toHaveAttribute('href', '/field/IMPORTO');
  });

  it('cycles a link group 0..5 and back, saving the list with PUT /api/form/fields', async () => {
    await renderExisting();
    await openFieldsPanel();
    const group = screen.getByRole('button', { name: 'Gruppo IMPORTO' });
    expect(group).toHaveTextContent('5');
    await user.click(group);
    await waitFor(() => expect(calls('PUT', '/api/form/fields')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Gruppo IMPORTO' })).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Gruppo IMPORTO' }));
    await waitFor(() => expect(calls('PUT', '/api/form/fields')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Gruppo IMPORTO' })).toHaveTextContent('1');
    // The second save carried the version the first one returned.
    const sent = calls('PUT', '/api/form/fields')[1].data as FormFieldLink[];
    expect(sent.find((item) => item.id.fieldCode === 'IMPORTO')).toMatchObject({ group: 1, version: 2 });
  });

  it('sets obligatory, subject type, dimension and new row per link', async () => {
    await renderExisting();
    await openFieldsPanel();
    await user.click(screen.getByRole('checkbox', { name: 'Obbligatorio NOME' }));
    await waitFor(() => expect(calls('PUT', '/api/form/fields')).toHaveLength(1));
    await choose(user, 'Soggetto NOME', 'PG - Persona giuridica');
    await waitFor(() => expect(calls('PUT', '/api/form/fields')).toHaveLength(2));
    await choose(user, 'Dimensione NOME', '6');
    await waitFor(() => expect(calls('PUT', '/api/form/fields')).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: 'Nuova riga NOME' }));
    await waitFor(() => expect(calls('PUT', '/api/form/fields')).toHaveLength(4));
    expect(links.find((item) => item.id.fieldCode === 'NOME')).toMatchObject({
      obligatory: true,
      subjectType: 'PG',
      dimension: 6,
      newRiga: true,
    });
  });

  it('adds a field with order last+1, group 0 and dimension 2', async () => {
    await renderExisting();
    await openFieldsPanel();
    await choose(user, 'Campo da aggiungere', 'Codice fiscale (CF)');
    await user.click(screen.getByRole('button', { name: /Aggiungi campo/ }));
    await waitFor(() => expect(rowCodes()).toEqual(['NOME', 'COGNOME', 'IMPORTO', 'CF']));
    expect(calls('POST', '/api/form/field')[0].data).toMatchObject({
      id: { fieldCode: 'CF', fieldform: 'FIDO' },
      order: 4,
      group: 0,
      dimension: 2,
    });
  });

  it("removes a link after 'Rimozione campo form'", async () => {
    await renderExisting();
    await openFieldsPanel();
    await user.click(screen.getByRole('button', { name: 'Rimuovi COGNOME' }));
    const dialog = await findDialog('Rimozione campo form');
    expect(dialog).toHaveTextContent('in modo permanente? Questa azione non può essere annullata!');
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(rowCodes()).toEqual(['NOME', 'IMPORTO']));
    expect(calls('DELETE', '/api/form/field/COGNOME/FIDO')).toHaveLength(1);
  });

  it('reorders with the keyboard on the drag handle and saves the new order', async () => {
    await renderExisting();
    await openFieldsPanel();
    await dragByKeyboard(screen.getByLabelText('Trascina NOME'), 1);
    await waitFor(() => expect(calls('PUT', '/api/form/fields')).toHaveLength(1));
    const sent = calls('PUT', '/api/form/fields')[0].data as FormFieldLink[];
    expect(sent.map((item) => [item.id.fieldCode, item.order])).toEqual([
      ['COGNOME', 1],
      ['NOME', 2],
      ['IMPORTO', 3],
    ]);
    await waitFor(() => expect(rowCodes()).toEqual(['COGNOME', 'NOME', 'IMPORTO']));
  });

  it("uploads the example sheet, then removes it after 'Rimozione Scheda esempio'", async () => {
    await renderExisting();
    const file = new File(['a;b'], 'esempio.xlsx');
    await user.upload(screen.getByTestId('file-input'), file);
    await waitFor(() => expect(screen.getByTestId('file-name')).toHaveTextContent('esempio.xlsx'));
    const upload = calls('POST', '/api/form/FIDO/upload/example/sheet')[0].data as FormData;
    expect((upload.get('file') as File).name).toBe('esempio.xlsx');

    await user.click(screen.getByRole('button', { name: 'Rimuovi Scheda esempio' }));
    const dialog = await findDialog('Rimozione Scheda esempio');
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(screen.getByTestId('file-name')).toHaveTextContent('Nessun file caricato'));
  });
});
