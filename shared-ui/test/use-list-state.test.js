import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { render, screen } from '@testing-library/react';
import { setupUser } from '@portal/shared-ui/testing';
import { MemoryRouter, Route, Routes, useNavigate, useLocation } from '@portal/shared-auth/router';
import { useListState, withPageParam } from '../src/list/use-list-state';
let user;
beforeEach(() => {
    user = setupUser();
});
function List() {
    const list = useListState({
        storageKey: 'TEST_FILTER',
        defaultSize: 20,
        initialFilters: { serviceId: null },
    });
    const navigate = useNavigate();
    const location = useLocation();
    return (_jsxs(_Fragment, { children: [_jsx("output", { "aria-label": "state", children: JSON.stringify({ page: list.page, size: list.size, search: list.search, filters: list.filters }) }), _jsx("output", { "aria-label": "where", children: `${location.pathname}${location.search}` }), _jsx("button", { onClick: () => list.changeSearch('rossi'), children: "cerca" }), _jsx("button", { onClick: () => list.changeFilter('serviceId', 4), children: "filtra" }), _jsx("button", { onClick: () => list.changePage(2, 50), children: "pagina" }), _jsx("button", { onClick: () => {
                    list.remember();
                    navigate(list.withPage('/item/7'));
                }, children: "modifica" })] }));
}
function Edit() {
    const navigate = useNavigate();
    const location = useLocation();
    const page = new URLSearchParams(location.search).get('page');
    return _jsx("button", { onClick: () => navigate(withPageParam('/items', Number(page))), children: "indietro" });
}
function renderAt(url) {
    render(_jsx(MemoryRouter, { initialEntries: [url], children: _jsxs(Routes, { children: [_jsx(Route, { path: "/items", element: _jsx(List, {}) }), _jsx(Route, { path: "/item/:id", element: _jsx(Edit, {}) })] }) }));
}
const state = () => JSON.parse(screen.getByLabelText('state').textContent ?? '{}');
beforeEach(() => sessionStorage.clear());
describe('useListState', () => {
    it('starts with the default size, no search and the initial filters', async () => {
        renderAt('/items');
        expect(state()).toEqual({ page: 0, size: 20, search: '', filters: { serviceId: null } });
    });
    it('goes back to the first page on a new search or filter', async () => {
        renderAt('/items?page=3');
        expect(state().page).toBe(3);
        await user.click(screen.getByText('cerca'));
        expect(state()).toMatchObject({ page: 0, search: 'rossi' });
        await user.click(screen.getByText('pagina'));
        expect(state()).toMatchObject({ page: 2, size: 50 });
        await user.click(screen.getByText('filtra'));
        expect(state()).toMatchObject({ page: 0, filters: { serviceId: 4 } });
    });
    it('keeps search, size, filters and page across the trip to an edit screen, restored once', async () => {
        renderAt('/items');
        await user.click(screen.getByText('cerca'));
        await user.click(screen.getByText('filtra'));
        await user.click(screen.getByText('pagina'));
        await user.click(screen.getByText('modifica'));
        expect(JSON.parse(sessionStorage.getItem('TEST_FILTER') ?? 'null')).toEqual({
            search: 'rossi',
            size: 50,
            filters: { serviceId: 4 },
        });
        await user.click(screen.getByText('indietro'));
        expect(state()).toEqual({ page: 2, size: 50, search: 'rossi', filters: { serviceId: 4 } });
        expect(screen.getByLabelText('where').textContent).toBe('/items?page=2');
        // Restored once: the key is gone, a later visit starts clean.
        expect(sessionStorage.getItem('TEST_FILTER')).toBeNull();
    });
    it('ignores a broken stored value', async () => {
        sessionStorage.setItem('TEST_FILTER', '{broken');
        renderAt('/items');
        expect(state()).toEqual({ page: 0, size: 20, search: '', filters: { serviceId: null } });
    });
});
describe('withPageParam', () => {
    it('adds the page only above 0', async () => {
        expect(withPageParam('/fields', 0)).toBe('/fields');
        expect(withPageParam('/fields', null)).toBe('/fields');
        expect(withPageParam('/fields', 2)).toBe('/fields?page=2');
        expect(withPageParam('/product/4?contentId=3', 1)).toBe('/product/4?contentId=3&page=1');
    });
});
