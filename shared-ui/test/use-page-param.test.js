import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { render, screen } from '@testing-library/react';
import { setupUser } from '@portal/shared-ui/testing';
import { MemoryRouter, useLocation } from '@portal/shared-auth/router';
import { usePageParam } from '../src/list/use-page-param';
let user;
beforeEach(() => {
    user = setupUser();
});
function Harness() {
    const [page, setPage] = usePageParam();
    const location = useLocation();
    return (_jsxs(_Fragment, { children: [_jsx("output", { "aria-label": "page", children: page }), _jsx("output", { "aria-label": "search", children: location.search }), _jsx("button", { onClick: () => setPage(page + 1), children: "avanti" }), _jsx("button", { onClick: () => setPage(0), children: "inizio" })] }));
}
function renderAt(url) {
    render(_jsx(MemoryRouter, { initialEntries: [url], children: _jsx(Harness, {}) }));
}
const shown = (label) => screen.getByLabelText(label).textContent;
describe('usePageParam', () => {
    it('reads the zero-based page from the query string', async () => {
        renderAt('/fields?page=3');
        expect(shown('page')).toBe('3');
    });
    it('treats a missing or invalid page as the first', async () => {
        renderAt('/fields?page=abc');
        expect(shown('page')).toBe('0');
    });
    it('writes the page into the query string, keeping other parameters, and drops it on page 0', async () => {
        renderAt('/lines?serviceId=4');
        await user.click(screen.getByText('avanti'));
        expect(shown('page')).toBe('1');
        expect(shown('search')).toBe('?serviceId=4&page=1');
        await user.click(screen.getByText('inizio'));
        expect(shown('search')).toBe('?serviceId=4');
    });
});
