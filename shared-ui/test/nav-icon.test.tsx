import { render, screen } from '@testing-library/react';
import { navIcon } from '../src/platform/nav-icon';

describe('navigation icons', () => {
  it("stay out of an entry's accessible name: 'Portale', not 'home Portale'", () => {
    render(
      <a href="/portal">
        {navIcon('home')}
        <span>Portale</span>
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Portale');
  });
});
