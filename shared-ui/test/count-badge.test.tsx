import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { CountBadge } from '../src/controls/count-badge';

describe('CountBadge', () => {
  it('shows the count on what it wraps, 99+ past 99, nothing at 0', () => {
    const { rerender, container } = render(
      <CountBadge count={3} data-testid="badge">
        <button>Notifiche</button>
      </CountBadge>,
    );
    expect(screen.getByTestId('badge')).toHaveTextContent('Notifiche3');
    expect(container.querySelector('.portal-badge-count')).toHaveAttribute('title', '3');
    expect(screen.getByTestId('badge')).not.toHaveClass('portal-badge-inline');

    rerender(
      <CountBadge count={120} data-testid="badge">
        <button>Notifiche</button>
      </CountBadge>,
    );
    expect(container.querySelector('.portal-badge-count')).toHaveTextContent('99+');
    expect(container.querySelector('.portal-badge-count')).toHaveAttribute('title', '120');

    rerender(
      <CountBadge count={0} data-testid="badge">
        <button>Notifiche</button>
      </CountBadge>,
    );
    expect(container.querySelector('.portal-badge-count')).toBeNull();
  });

  it('a text badge in a line, in its colour; a dot; the element reachable by a ref', () => {
    const ref = createRef<HTMLSpanElement>();
    const { container, rerender } = render(<CountBadge count="Nuovo" color="#237804" ref={ref} />);
    expect(ref.current).toHaveClass('portal-badge-inline');
    expect(container.querySelector('.portal-badge-count')).toHaveTextContent('Nuovo');
    expect(container.querySelector('.portal-badge-count')).toHaveStyle({ background: '#237804' });

    rerender(
      <CountBadge dot>
        <button>Pannelli</button>
      </CountBadge>,
    );
    expect(container.querySelector('.portal-badge-dot')).not.toBeNull();
    expect(container.querySelector('.portal-badge-count')).toBeNull();
  });
});
