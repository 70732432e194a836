import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { render } from '@testing-library/react';
import { MaterialIcon, parseMaterialIcon } from '../src/material-icons/material-icon';
describe('parseMaterialIcon', () => {
    it('reads the set and the name of a catalogue icon', () => {
        expect(parseMaterialIcon('mat_outline:bookmark')).toEqual({ set: 'outline', name: 'bookmark' });
        expect(parseMaterialIcon('mat_solid:gavel')).toEqual({ set: 'solid', name: 'gavel' });
        expect(parseMaterialIcon('account_balance')).toEqual({ set: 'outline', name: 'account_balance' });
    });
    it('refuses what is not an icon name', () => {
        for (const value of ['', null, undefined, 'mat_other:gavel', 'gavel; color: red', '<b>x</b>']) {
            expect(parseMaterialIcon(value)).toBeNull();
        }
    });
});
describe('MaterialIcon', () => {
    it('draws the glyph with the font of its set, hidden from screen readers without a title', () => {
        const { container } = render(_jsx(MaterialIcon, { icon: "mat_solid:gavel" }));
        const glyph = container.querySelector('span');
        expect(glyph).toHaveClass('portal-material-icon', 'portal-material-icon-solid');
        expect(glyph).toHaveTextContent('gavel');
        expect(glyph).toHaveAttribute('aria-hidden', 'true');
    });
    it('names itself when given a title, and renders nothing for a bad name', () => {
        const { getByRole, container } = render(_jsxs(_Fragment, { children: [_jsx(MaterialIcon, { icon: "mat_outline:bookmark", title: "Segnalibro", size: 32 }), _jsx(MaterialIcon, { icon: "nonsense!" })] }));
        expect(getByRole('img', { name: 'Segnalibro' })).toHaveStyle({ fontSize: '32px' });
        expect(container.querySelectorAll('span')).toHaveLength(1);
    });
});
