import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill, leave, setupUser } from '@portal/shared-ui/testing';
import { authStore, configureClientHooks, resetAuthStore, type CurrentUser } from '@portal/shared-auth';
import SupportPage from '../src/features/help-center/components/support-page';
import { renderRoute } from '@portal/shared-ui/testing';
import { envelope, serveApi } from '@portal/shared-auth/testing';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

const SENT = 'Richiesta inviata. Ti risponderemo entro 24 ore.';
const notifyError = jest.fn();

beforeEach(() => {
  resetAuthStore();
  notifyError.mockReset();
  configureClientHooks({ notifyError, navigate: jest.fn(), currentPath: () => '/help-center/support' });
});

function renderSupport() {
  renderRoute('/help-center/support', <SupportPage />);
  return {
    name: screen.getByLabelText('Nome'),
    email: screen.getByLabelText('Email'),
    note: screen.getByLabelText('Messaggio'),
    send: () => screen.getByText('Invia').closest('button')!,
  };
}

/** Types into each field and leaves it, as a user would. */
async function fillIn(form: ReturnType<typeof renderSupport>, values: { name: string; email: string; note: string }) {
  for (const key of ['name', 'email', 'note'] as const) {
    await user.click(form[key]);
    await fill(user, form[key], values[key]);
    await leave(user, form[key]);
  }
  await waitFor(() =>
    expect(form.send()).toHaveProperty(
      'disabled',
      !(values.name.trim() && values.note.trim() && /@.+\./.test(values.email)),
    ),
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('/help-center/support', () => {
  it('keeps Invia disabled until name, a valid email and a note are there', async () => {
    const form = renderSupport();
    await waitFor(() => expect(form.send()).toBeDisabled());
    await fillIn(form, { name: 'Mario Rossi', email: 'mario.rossi@example.it', note: '' });
    expect(form.send()).toBeDisabled();
    await fill(user, form.note, 'Non riesco a scaricare il report.');
    await waitFor(() => expect(form.send()).toBeEnabled());
  });

  it("says 'Campo obbligatorio' for each empty field once visited", async () => {
    const form = renderSupport();
    for (const field of [form.name, form.email, form.note]) {
      await user.click(field);
      await leave(user, field);
    }
    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(3));
  });

  it('asks for a valid email', async () => {
    const form = renderSupport();
    await fillIn(form, { name: 'Mario Rossi', email: 'mario.rossi', note: 'Aiuto' });
    expect(await screen.findByText('Si prega di fornire un indirizzo email valido')).toBeInTheDocument();
    expect(form.send()).toBeDisabled();
  });

  it('fills in the name and email of the signed-in user', async () => {
    authStore.setState({
      status: 'signed-in',
      user: { name: 'Giulia', lastName: 'Bianchi', email: 'giulia.bianchi@example.it' } as CurrentUser,
    });
    const form = renderSupport();
    expect(form.name).toHaveValue('Giulia Bianchi');
    expect(form.email).toHaveValue('giulia.bianchi@example.it');
    expect(form.note).toHaveValue('');
    await waitFor(() => expect(form.send()).toBeDisabled());
  });

  it('posts name, email and note, shows the answer as a success toast and goes back', async () => {
    const seen = serveApi(() => ({ status: 200, body: envelope(null, SENT) }));
    const form = renderSupport();
    await fillIn(form, { name: ' Mario Rossi ', email: 'mario.rossi@example.it', note: 'Report non leggibile.' });

    await user.click(form.send());

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/help-center/contact/support',
        params: undefined,
        data: { name: 'Mario Rossi', email: 'mario.rossi@example.it', note: 'Report non leggibile.' },
      },
    ]);
    await waitFor(() => expect(location()).toBe('/help-center'));
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('on an error flag: error toast, then the same message as a success toast, then back (spec 001 §8)', async () => {
    const flagged = 'Il servizio di posta è momentaneamente non disponibile';
    serveApi(() => ({ status: 200, body: { error: true, message: flagged, context: null } }));
    const form = renderSupport();
    await fillIn(form, { name: 'Mario Rossi', email: 'mario.rossi@example.it', note: 'Aiuto' });

    await user.click(form.send());

    expect(await screen.findByText(flagged)).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith(flagged);
    expect(document.querySelector('.ant-message-success')).toHaveTextContent(flagged);
    await waitFor(() => expect(location()).toBe('/help-center'));
  });

  it.each([
    ['a server error', 500],
    ['a network failure', 0],
  ])('keeps what the user wrote after %s', async (_, status) => {
    serveApi(() => ({ status, body: { error: true, message: 'Errore interno', context: null } }));
    const form = renderSupport();
    await fillIn(form, { name: 'Mario Rossi', email: 'mario.rossi@example.it', note: 'Da rinviare' });

    await user.click(form.send());

    await waitFor(() => expect(notifyError).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(form.send()).toBeEnabled());
    expect(location()).toBe('/help-center/support');
    expect(form.name).toHaveValue('Mario Rossi');
    expect(form.email).toHaveValue('mario.rossi@example.it');
    expect(form.note).toHaveValue('Da rinviare');
    expect(document.querySelector('.ant-message-success')).toBeNull();
  });

  it('goes back to the help center on Annulla, sending nothing', async () => {
    const seen = serveApi(() => ({ status: 200, body: envelope(null, SENT) }));
    renderSupport();
    await act(async () => await user.click(screen.getByText('Annulla')));
    expect(location()).toBe('/help-center');
    expect(seen).toEqual([]);
  });
});
