import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared-auth/router';
import { ErrorPage } from '../src/pages/error-page';

function renderError(code: 401 | 403 | 404) {
  render(
    <MemoryRouter>
      <ErrorPage code={code} />
    </MemoryRouter>,
  );
}

const backLink = () => screen.getByText('Torna alla dashboard').closest('a');

describe('ErrorPage (spec 000 §2.10)', () => {
  it('401', () => {
    renderError(401);
    expect(screen.getByText('Pagina non trovata')).toBeInTheDocument();
    expect(screen.getByText('Ops... 401!')).toBeInTheDocument();
    expect(screen.getByText('La pagina che stai cercando non è stata trovata.')).toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/portal');
  });

  it('403', () => {
    renderError(403);
    expect(screen.getByText('Accesso negato!')).toBeInTheDocument();
    expect(
      screen.getByText("Non sei autorizzato a visualizzare questa pagina. Se pensi di esserlo, contatta l'assistenza."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ops\.\.\./)).not.toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/portal');
  });

  it('404', () => {
    renderError(404);
    expect(screen.getByText('Pagina non trovata')).toBeInTheDocument();
    expect(screen.getByText('Ops... 404!')).toBeInTheDocument();
    expect(screen.getByText('La pagina che stai cercando non è stata trovata.')).toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/portal');
  });
});
