import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { render, screen } from '@testing-library/react';
import { setupUser } from '@portal/shared-ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/shared-auth/router';
import { useAddressListState } from '../src/list/use-address-list-state';
import { useListState } from '../src/list/use-list-state';
let user;
beforeEach(() => {
    user = setupUser();
});
const FILTERS = {
    status: (raw) => (raw === 'OPEN' || raw === 'DONE' ? raw : null),
    userId: (raw) => (Number(raw) > 0 ? Number(raw) : null),
};
function AddressList() {
    const list = useAddressListState({ sizeOptions: [20, 50], defaultSize: 20, filters: FILTERS });
    const location = useLocation();
    return (_jsxs(_Fragment, { children: [_jsx("output", { "aria-label": "state", children: JSON.stringify({ page: list.page, size: list.size, search: list.search, filters: list.filters }) }), _jsx("output", { "aria-label": "where", children: `${location.pathname}${location.search}` }), _jsx("button", { onClick: () => list.changeSearch('rossi'), children: "cerca" }), _jsx("button", { onClick: () => list.changeFilter('status', 'DONE'), children: "filtra" }), _jsx("button", { onClick: () => list.changePage(2, 50), children: "pagina" })] }));
}
function TabList() {
    const list = useListState({ defaultSize: 20, pageInAddress: false });
    const location = useLocation();
    return (_jsxs(_Fragment, { children: [_jsx("output", { "aria-label": "state", children: JSON.stringify({ page: list.page }) }), _jsx("output", { "aria-label": "where", children: `${location.pathname}${location.search}` }), _jsx("button", { onClick: () => list.changePage(3, 20), children: "pagina" })] }));
}
function renderAt(url, page = _jsx(AddressList, {})) {
    render(_jsx(MemoryRouter, { initialEntries: [url], children: _jsx(Routes, { children: _jsx(Route, { path: "/history", element: page }) }) }));
}
const state = () => JSON.parse(screen.getByLabelText('state').textContent ?? '{}');
const where = () => screen.getByLabelText('where').textContent;
describe('useAddressListState', () => {
    it('reads search, filters, page and size from the address, refusing what is not valid', () => {
        renderAt('/history?search=bianchi&status=OPEN&userId=abc&page=3&size=50');
        expect(state()).toEqual({ page: 3, size: 50, search: 'bianchi', filters: { status: 'OPEN', userId: null } });
    });
    it('an unknown size falls back to the default; nothing set is nothing in the address', () => {
        renderAt('/history?size=7');
        expect(state()).toEqual({ page: 0, size: 20, search: '', filters: { status: null, userId: null } });
    });
    it('a new search or filter goes back to the first page; defaults are left out of the address', async () => {
        renderAt('/history?page=4&userId=9');
        await user.click(screen.getByText('filtra'));
        expect(where()).toBe('/history?status=DONE&userId=9');
        await user.click(screen.getByText('cerca'));
        expect(where()).toBe('/history?search=rossi&status=DONE&userId=9');
        await user.click(screen.getByText('pagina'));
        expect(where()).toBe('/history?search=rossi&status=DONE&userId=9&page=2&size=50');
        expect(state().filters).toEqual({ status: 'DONE', userId: 9 });
    });
});
describe('useListState in a tab (pageInAddress: false)', () => {
    it('keeps its page to itself, out of the address the tabs share', async () => {
        renderAt('/history?tab=alerts', _jsx(TabList, {}));
        await user.click(screen.getByText('pagina'));
        expect(state()).toEqual({ page: 3 });
        expect(where()).toBe('/history?tab=alerts');
    });
});
