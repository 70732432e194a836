import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureClientHooks, resetAuthStore } from '@portal/shared-auth';
import { envelope, serveApi } from '@portal/shared-auth/testing';
import { renderRoute } from '@portal/shared-ui/testing';
import { RegisteredRemotesCard } from '../src/features/remote-health/components/registered-remotes-card';

const remote = (app: string, hosted: boolean, extra: object = {}) => ({
  app,
  team: hosted ? 'report' : 'portale',
  routePrefix: hosted ? '/report' : null,
  section: hosted ? 'Report' : null,
  hosted,
  tokenActive: true,
  activeVersion: hosted ? null : '20261129T101500-1a2b3c4d',
  createdAt: '2026-11-29T10:15:00.000Z',
  ...extra,
});

beforeEach(() => {
  resetAuthStore();
  configureClientHooks({ notifyError: jest.fn(), navigate: jest.fn(), currentPath: () => '/remote-health' });
});

describe("'Remote registrati' (issue 47)", () => {
  it("lists the portal's remotes and the teams', registers one and shows its token once", async () => {
    const listed = [remote('remote-admin', false), remote('remote-report', true)];
    const seen = serveApi(({ method, url, data }) => {
      if (method === 'GET' && url === '/api/platform/remotes/registered')
        return { status: 200, body: envelope(listed) };
      if (method === 'POST' && url === '/api/platform/remotes/registered') {
        const made = remote((data as { app: string }).app, true, { team: 'nuovi', routePrefix: '/nuovo' });
        listed.push(made);
        return { status: 200, body: envelope({ remote: made, token: 'tok_0123456789abcdefghij' }) };
      }
      return { status: 404 };
    });
    const user = userEvent.setup();
    renderRoute('/remote-health', <RegisteredRemotesCard />);

    const admin = (await screen.findByText('remote-admin')).closest('tr')!;
    expect(within(admin).getByText('Remote del portale')).toBeInTheDocument();
    expect(within(admin).getByText('20261129T101500-1a2b3c4d')).toBeInTheDocument();
    const report = screen.getByText('remote-report').closest('tr')!;
    expect(within(report).getByText('/report/…')).toBeInTheDocument();
    expect(within(report).getByText('Report')).toBeInTheDocument();

    // The contract's rules, in the form: a name that is no remote's is refused before the call.
    await user.type(screen.getByLabelText('Nome del remote'), 'Remote Nuovo');
    await user.type(screen.getByLabelText('Squadra'), 'nuovi');
    await user.type(screen.getByLabelText('Prefisso dei percorsi'), '/nuovo');
    await user.click(screen.getByRole('button', { name: 'Registra' }));
    expect(await screen.findByText('Formato non valido')).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Nome del remote'));
    await user.type(screen.getByLabelText('Nome del remote'), 'remote-nuovo');
    await user.click(screen.getByRole('button', { name: 'Registra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Token di rilascio di remote-nuovo' });
    expect(within(dialog).getByText('tok_0123456789abcdefghij')).toBeInTheDocument();
    expect(seen.find((request) => request.method === 'POST')?.data).toEqual({
      app: 'remote-nuovo',
      team: 'nuovi',
      routePrefix: '/nuovo',
      section: null,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ho copiato il token' }));
    await waitFor(() => expect(screen.queryByText('tok_0123456789abcdefghij')).not.toBeInTheDocument());
    expect(await screen.findByText('remote-nuovo')).toBeInTheDocument();
  });
});
