import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, screenOf, setupUser } from '@portal/shared-ui/testing';
import { MemoryRouter } from '@portal/shared-auth/router';
import {
  EditPage,
  SaveButton,
  BLOCKED_PANEL_TEXT,
  INVALID_PANEL_TEXT,
  type EditPageProps,
} from '../src/edit/edit-page';
import Input from 'antd/es/input';
import { isConflict, isNewRecord, saveErrorMessage } from '../src/edit/save-error';
import { ApiError, GENERIC_ERROR } from '@portal/shared-auth';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function renderEdit(props: Partial<EditPageProps> = {}) {
  return render(
    <MemoryRouter>
      <EditPage
        title="Modifica form Anagrafica"
        backTo="/forms?page=2"
        actions={<SaveButton isNew={false} onClick={jest.fn()} />}
        panels={[
          { key: 'form', title: 'Form', subtitle: 'Configura form', content: <Input aria-label="Codice" /> },
          { key: 'fields', title: 'Campi form', subtitle: 'Configura campi', content: <p>elenco campi</p> },
        ]}
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('EditPage', () => {
  it('a record that does not exist says so, without a pointless Riprova; another failure offers it', async () => {
    const onRetry = jest.fn();
    const { unmount } = renderEdit({ loadError: new ApiError('Utente non trovato', 404), onRetry });
    expect(screen.getByText('Utente non trovato')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    unmount();
    renderEdit({ loadError: new ApiError('Errore del server', 500), onRetry });
    expect(screen.getByText('Impossibile caricare i dati.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the title, the back arrow to the list page and the first panel', async () => {
    renderEdit();
    expect(screen.getByRole('heading', { name: 'Modifica form Anagrafica' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Indietro' })).toHaveAttribute('href', '/forms?page=2');
    expect(screen.getByRole('region', { name: 'Form' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Campi form' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
  });

  it('below lg the panels are in a collapsible drawer', async () => {
    screenOf(390);
    renderEdit();
    expect(screen.queryByRole('navigation', { name: 'Pannelli' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pannelli' }));
    // The drawer's code loads on the first click.
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByText('Campi form'));
    expect(screen.getByRole('region', { name: 'Campi form' })).toBeInTheDocument();
    expect(screen.getByText('elenco campi')).toBeVisible();
  });

  it('from lg the drawer is fixed beside the panels', async () => {
    screenOf(1440);
    renderEdit();
    const nav = screen.getByRole('navigation', { name: 'Pannelli' });
    expect(screen.queryByRole('button', { name: 'Pannelli' })).not.toBeInTheDocument();
    await user.click(within(nav).getByText('Campi form'));
    expect(screen.getByText('elenco campi')).toBeVisible();
  });

  it('a blocked panel cannot be opened and says why', async () => {
    screenOf(1440);
    renderEdit({
      panels: [
        { key: 'form', title: 'Form', content: <p>dati</p> },
        { key: 'fields', title: 'Campi form', blocked: true, content: <p>elenco campi</p> },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Pannelli' });
    expect(within(nav).getByText(BLOCKED_PANEL_TEXT)).toBeInTheDocument();
    await user.click(within(nav).getByText('Campi form'));
    expect(screen.queryByText('elenco campi')).not.toBeInTheDocument();
    expect(screen.getByText('dati')).toBeVisible();
  });

  it('marks a panel whose inputs need attention', async () => {
    screenOf(1440);
    renderEdit({
      panels: [
        { key: 'general', title: 'Generale', content: <p>dati</p> },
        { key: 'actions', title: 'Azioni', subtitle: 'Validatore', invalid: true, content: <p>azioni</p> },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Pannelli' });
    expect(within(nav).getByText(INVALID_PANEL_TEXT)).toBeInTheDocument();
    expect(within(nav).queryByText('Validatore')).not.toBeInTheDocument();
  });

  it('disables the inputs while saving', async () => {
    const { rerender } = renderEdit({ disabled: true });
    expect(screen.getByLabelText('Codice')).toBeDisabled();
    rerender(
      <MemoryRouter>
        <EditPage
          title="x"
          backTo="/forms"
          panels={[{ key: 'form', title: 'Form', content: <Input aria-label="Codice" /> }]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Codice')).toBeEnabled();
  });

  it('shows a save error above the panels, keeping the input', async () => {
    renderEdit({ saveError: 'Il record è stato modificato da un altro utente: ricarica la pagina' });
    await fill(user, screen.getByLabelText('Codice'), 'ANAG');
    expect(screen.getByRole('alert')).toHaveTextContent('Il record è stato modificato da un altro utente');
    expect(screen.getByLabelText('Codice')).toHaveValue('ANAG');
  });

  it('shows a load error with Riprova, and a skeleton while loading', async () => {
    const onRetry = jest.fn();
    const { unmount } = renderEdit({ loadError: new Error('x'), onRetry });
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalled();
    unmount();
    renderEdit({ loading: true });
    expect(screen.queryByLabelText('Codice')).not.toBeInTheDocument();
  });
});

describe('SaveButton', () => {
  it("reads 'Crea' for a new record and 'Salva' otherwise, disabled when told or saving", async () => {
    const onClick = jest.fn();
    const { rerender } = render(<SaveButton isNew onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Crea' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<SaveButton isNew={false} disabled onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
    rerender(<SaveButton isNew={false} saving onClick={onClick} />);
    expect(screen.getByRole('button', { name: /Salva/ })).toBeDisabled();
  });
});

describe('save errors', () => {
  it('names new records and conflicts', async () => {
    expect(isNewRecord('new')).toBe(true);
    expect(isNewRecord(undefined)).toBe(true);
    expect(isNewRecord('CF')).toBe(false);
    const conflict = new ApiError('Il record è stato modificato da un altro utente', 409);
    expect(isConflict(conflict)).toBe(true);
    expect(isConflict(new ApiError('x', 400))).toBe(false);
    expect(saveErrorMessage(conflict)).toBe('Il record è stato modificato da un altro utente');
    expect(saveErrorMessage(new Error('boom'))).toBe(GENERIC_ERROR);
  });
});
