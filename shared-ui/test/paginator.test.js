import { jsx as _jsx } from "react/jsx-runtime";
import { render, screen } from '@testing-library/react';
import { setupUser } from '@portal/shared-ui/testing';
import { Paginator } from '../src/list/paginator';
import { PAGINATOR_LABELS, lastPageIndex, rangeLabel } from '../src/list/paginator-labels';
let user;
beforeEach(() => {
    user = setupUser();
});
describe('rangeLabel', () => {
    it("reads 'x - y di z' on a zero-based page", async () => {
        expect(rangeLabel(0, 20, 45)).toBe('1 - 20 di 45');
        expect(rangeLabel(2, 20, 45)).toBe('41 - 45 di 45');
        expect(rangeLabel(1, 5, 10)).toBe('6 - 10 di 10');
    });
    it('reads 0 di z when there is nothing', async () => {
        expect(rangeLabel(0, 20, 0)).toBe('0 di 0');
    });
});
describe('lastPageIndex', () => {
    it('is zero-based and never negative', async () => {
        expect(lastPageIndex(20, 45)).toBe(2);
        expect(lastPageIndex(20, 40)).toBe(1);
        expect(lastPageIndex(20, 0)).toBe(0);
    });
});
/** The options antd draws in the open dropdown (its a11y listbox lists only the active few). */
function sizeOptionLabels() {
    return [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent ?? '');
}
describe('Paginator', () => {
    const button = (name) => screen.getByRole('button', { name });
    it('has the Italian labels of spec 002 §9, exactly', async () => {
        expect(PAGINATOR_LABELS).toEqual({
            itemsPerPage: 'Elementi per pagina:',
            nextPage: 'Pagina successiva',
            previousPage: 'Pagina precedente',
            lastPage: 'Vai alla fine',
            firstPage: 'Torna allinizio',
        });
        render(_jsx(Paginator, { page: 1, size: 20, total: 45, sizeOptions: [5, 10, 20], onChange: jest.fn() }));
        expect(screen.getByText('Elementi per pagina:')).toBeInTheDocument();
        expect(screen.getByText('21 - 40 di 45')).toBeInTheDocument();
        for (const name of ['Pagina successiva', 'Pagina precedente', 'Vai alla fine', 'Torna allinizio']) {
            expect(button(name)).toBeEnabled();
        }
    });
    it('disables going back on the first page and forward on the last', async () => {
        const { rerender } = render(_jsx(Paginator, { page: 0, size: 20, total: 45, sizeOptions: [20], onChange: jest.fn() }));
        expect(button('Torna allinizio')).toBeDisabled();
        expect(button('Pagina precedente')).toBeDisabled();
        expect(button('Pagina successiva')).toBeEnabled();
        expect(button('Vai alla fine')).toBeEnabled();
        rerender(_jsx(Paginator, { page: 2, size: 20, total: 45, sizeOptions: [20], onChange: jest.fn() }));
        expect(button('Torna allinizio')).toBeEnabled();
        expect(button('Pagina successiva')).toBeDisabled();
        expect(button('Vai alla fine')).toBeDisabled();
    });
    it('disables everything while loading', async () => {
        render(_jsx(Paginator, { page: 1, size: 20, total: 45, sizeOptions: [20], onChange: jest.fn(), disabled: true }));
        expect(button('Pagina successiva')).toBeDisabled();
        expect(button('Torna allinizio')).toBeDisabled();
    });
    it('reports the target page with the current size', async () => {
        const onChange = jest.fn();
        render(_jsx(Paginator, { page: 1, size: 20, total: 100, sizeOptions: [20], onChange: onChange }));
        await user.click(button('Pagina successiva'));
        await user.click(button('Pagina precedente'));
        await user.click(button('Vai alla fine'));
        await user.click(button('Torna allinizio'));
        expect(onChange.mock.calls).toEqual([
            [2, 20],
            [0, 20],
            [4, 20],
            [0, 20],
        ]);
    });
    it('offers the page sizes and goes back to the first page on a new size', async () => {
        const onChange = jest.fn();
        render(_jsx(Paginator, { page: 3, size: 20, total: 200, sizeOptions: [20, 50, 100], onChange: onChange }));
        await user.click(screen.getByRole('combobox', { name: 'Elementi per pagina:' }));
        expect(sizeOptionLabels()).toEqual(['20', '50', '100']);
        await user.click(screen.getByTitle('50'));
        expect(onChange).toHaveBeenCalledWith(0, 50);
    });
});
