import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import HelpCenterPage from '../src/features/help-center/components/help-center-page';
import FaqPage from '../src/features/help-center/components/faq-page';
import { FAQ_SECTIONS, TOP_FAQS } from '../src/features/help-center/content/faq-content';
import { renderRoute, setupUser } from '@portal/shared-ui/testing';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

describe('/help-center', () => {
  it('has a search box with its placeholder', async () => {
    renderRoute('/help-center', <HelpCenterPage />);
    expect(screen.getByText('Centro assistenza', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Cerca nel centro assistenza')).toBeInTheDocument();
  });

  it('has the FAQ and Supporto cards leading to their pages', async () => {
    renderRoute('/help-center', <HelpCenterPage />);
    expect(screen.getByLabelText('FAQ')).toHaveAttribute('href', '/help-center/faq');
    expect(screen.getByLabelText('Supporto')).toHaveAttribute('href', '/help-center/support');
    await user.click(screen.getByLabelText('Supporto'));
    expect(screen.getByTestId('location')).toHaveTextContent('/help-center/support');
  });

  it('shows the 3 top FAQs, each opening on its answer', async () => {
    renderRoute('/help-center', <HelpCenterPage />);
    expect(TOP_FAQS).toHaveLength(3);
    for (const faq of TOP_FAQS) expect(screen.getByText(faq.question)).toBeInTheDocument();
    expect(screen.queryByText(/entro 1 ora dall’invio/)).not.toBeInTheDocument();
    await user.click(screen.getByText('Posso annullare una richiesta già inviata?'));
    expect(screen.getByText(/entro 1 ora dall’invio/)).toBeVisible();
  });
});

describe('/help-center/faq', () => {
  it('has the 5 sections of spec 001 §2.5, in order', async () => {
    renderRoute('/help-center/faq', <FaqPage />);
    const sections = [...document.querySelectorAll('h4')].map((heading) => heading.textContent);
    expect(sections).toEqual(['Account', 'Servizi', 'Cruscotto Del Credito', 'Abbrevia X', 'Altro']);
    for (const section of FAQ_SECTIONS) {
      expect(section.entries.length).toBeGreaterThan(0);
      for (const entry of section.entries) expect(screen.getByText(entry.question)).toBeInTheDocument();
    }
  });

  it('opens a question on its answer, with the figures of spec 001 §9', async () => {
    renderRoute('/help-center/faq', <FaqPage />);
    expect(screen.queryByText(/500,00 EUR/)).not.toBeInTheDocument();
    await user.click(screen.getByText('Qual è l’importo minimo di una ricarica del credito?'));
    expect(screen.getByText(/500,00 EUR/)).toBeVisible();
    await user.click(screen.getByText('Per quanto tempo posso scaricare i report acquistati?'));
    expect(screen.getByText(/24 mesi .* 120 giorni/)).toBeVisible();
  });

  it('states every help figure somewhere', async () => {
    const text = FAQ_SECTIONS.flatMap((section) => section.entries.map((entry) => entry.answer)).join(' ');
    for (const figure of [
      '500,00 EUR',
      'non possono essere annullate',
      'entro 1 ora',
      'entro 30 minuti',
      '90 giorni',
      '24 mesi',
      '120 giorni',
      'tra 3 e 30 giorni lavorativi',
      '12 mesi',
      'nei 30 giorni successivi',
      'entro le 11:00',
      'entro 24 ore',
      'cliente, fornitore, prospect o competitor',
    ]) {
      expect(text).toContain(figure);
    }
  });

  it('has a link back to the help center', async () => {
    renderRoute('/help-center/faq', <FaqPage />);
    await user.click(screen.getByText('Torna al centro assistenza').closest('a')!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/help-center$/);
  });
});
