import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { configureClientHooks } from '@portal/shared-auth';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';
import { envelope, serveApi, type SeenRequest } from '@portal/shared-auth/testing';
import SubjectChangesPage from '../src/features/subject-changes/components/subject-changes-page';
import { choose, type } from './support/antd';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

let requests: SeenRequest[];
beforeEach(() => {
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/subject-changes' });
  requests = serveApi(({ method }) =>
    method === 'POST'
      ? {
          status: 200,
          body: envelope({
            id: 1,
            at: '2026-11-25T09:00:00.000Z',
            subjectCode: '01234567890',
            kind: 'protest',
            description: 'Protesto',
            alerts: 2,
            recordedBy: 'Giulia Bianchi',
          }),
        }
      : { status: 200, body: envelope({ content: [], totalElements: 0 }) },
  );
});

describe('/subject-changes', () => {
  it('records a change of a valid subject and says how many monitorings it alerted', async () => {
    renderRoute('/subject-changes', <SubjectChangesPage />);
    await type(user, 'Codice fiscale o partita IVA', '0123');
    expect(screen.getByText('Inserire un codice fiscale o una partita IVA valida')).toBeInTheDocument();
    await type(user, 'Codice fiscale o partita IVA', '01234567890');
    await choose(user, 'Variazione', 'Protesto');
    const save = screen.getByRole('button', { name: 'Registra' });
    expect(save).toBeDisabled();
    await type(user, 'Dettaglio della variazione', 'Protesto levato il 20/11/2026');
    await user.click(save);
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')!.data).toEqual({
      subjectCode: '01234567890',
      kind: 'protest',
      description: 'Protesto levato il 20/11/2026',
    });
    expect(await screen.findByText('Variazione registrata: avvisati 2 monitoraggi')).toBeInTheDocument();
  });
});
