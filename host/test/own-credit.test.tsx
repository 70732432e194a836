import { act, screen } from '@testing-library/react';
import { envelope, serveApi } from '@portal/shared-auth/testing';
import { QueryProvider, queryClient, refreshOwnCredit } from '@portal/shared-auth/query';
import { renderRoute } from '@portal/shared-ui/testing';
import { OwnCredit } from '../src/layout/own-credit';

afterEach(() => queryClient.clear());

describe("the client's credit in the top bar (issue 46)", () => {
  it('shows the credit, and asks again when something moved it', async () => {
    let credit = '1234.50';
    const seen = serveApi(({ url }) =>
      url === '/api/me/credit' ? { status: 200, body: envelope({ credit }) } : { status: 404 },
    );
    // The page's one cache, as in the portal: whatever moves the credit refreshes it there.
    renderRoute(
      '/portal',
      <QueryProvider>
        <OwnCredit />
      </QueryProvider>,
    );
    expect(await screen.findByRole('status', { name: /^Credito del cliente: 1\.234,50\s€$/ })).toBeInTheDocument();
    credit = '1229.50';
    await act(() => refreshOwnCredit());
    expect(await screen.findByRole('status', { name: /^Credito del cliente: 1\.229,50\s€$/ })).toBeInTheDocument();
    expect(seen.filter((request) => request.url === '/api/me/credit')).toHaveLength(2);
  });

  it('draws nothing when the credit cannot be read', async () => {
    const seen = serveApi(() => ({ status: 500, body: { error: true, message: 'Errore', context: null } }));
    renderRoute('/portal', <OwnCredit />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen.length).toBeGreaterThan(0);
    expect(screen.queryByRole('status', { name: /Credito/ })).toBeNull();
  });
});
