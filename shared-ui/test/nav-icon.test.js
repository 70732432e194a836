import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { render, screen } from '@testing-library/react';
import { navIcon } from '../src/platform/nav-icon';
describe('navigation icons', () => {
    it("stay out of an entry's accessible name: 'Portale', not 'home Portale'", () => {
        render(_jsxs("a", { href: "/portal", children: [navIcon('home'), _jsx("span", { children: "Portale" })] }));
        expect(screen.getByRole('link')).toHaveAccessibleName('Portale');
    });
});
