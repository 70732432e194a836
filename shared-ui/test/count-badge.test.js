import { jsx as _jsx } from "react/jsx-runtime";
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { CountBadge } from '../src/controls/count-badge';
describe('CountBadge', () => {
    it('shows the count on what it wraps, 99+ past 99, nothing at 0', () => {
        const { rerender, container } = render(_jsx(CountBadge, { count: 3, "data-testid": "badge", children: _jsx("button", { children: "Notifiche" }) }));
        expect(screen.getByTestId('badge')).toHaveTextContent('Notifiche3');
        expect(container.querySelector('.portal-badge-count')).toHaveAttribute('title', '3');
        expect(screen.getByTestId('badge')).not.toHaveClass('portal-badge-inline');
        rerender(_jsx(CountBadge, { count: 120, "data-testid": "badge", children: _jsx("button", { children: "Notifiche" }) }));
        expect(container.querySelector('.portal-badge-count')).toHaveTextContent('99+');
        expect(container.querySelector('.portal-badge-count')).toHaveAttribute('title', '120');
        rerender(_jsx(CountBadge, { count: 0, "data-testid": "badge", children: _jsx("button", { children: "Notifiche" }) }));
        expect(container.querySelector('.portal-badge-count')).toBeNull();
    });
    it('a text badge in a line, in its colour; a dot; the element reachable by a ref', () => {
        const ref = createRef();
        const { container, rerender } = render(_jsx(CountBadge, { count: "Nuovo", color: "#237804", ref: ref }));
        expect(ref.current).toHaveClass('portal-badge-inline');
        expect(container.querySelector('.portal-badge-count')).toHaveTextContent('Nuovo');
        expect(container.querySelector('.portal-badge-count')).toHaveStyle({ background: '#237804' });
        rerender(_jsx(CountBadge, { dot: true, children: _jsx("button", { children: "Pannelli" }) }));
        expect(container.querySelector('.portal-badge-dot')).not.toBeNull();
        expect(container.querySelector('.portal-badge-count')).toBeNull();
    });
});
