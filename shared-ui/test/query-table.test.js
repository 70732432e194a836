import { jsx as _jsx } from "react/jsx-runtime";
import { render, screen } from '@testing-library/react';
import { ApiError } from '@portal/shared-auth';
import { setupUser } from '@portal/shared-ui/testing';
import { ACTION_COLUMN } from '../src/list/list-page';
import { QueryTable } from '../src/list/query-table';
import { pageOfWhole } from '../src/list/whole-list-screen';
let user;
beforeEach(() => {
    user = setupUser();
});
const columns = [
    { title: 'Codice', dataIndex: 'code' },
    { title: '', key: ACTION_COLUMN, render: () => _jsx("button", { type: "button", children: "Rimuovi" }) },
];
function query(state) {
    return { data: undefined, isFetching: false, error: null, refetch: jest.fn(), ...state };
}
function renderTable(remote) {
    return render(_jsx(QueryTable, { query: remote, columns: columns, rowKey: "code", emptyText: "Nessun cliente usa questo listino", errorText: "Impossibile caricare i clienti del listino." }));
}
describe('QueryTable', () => {
    it('shows the rows, with the row actions fixed to the right edge', () => {
        renderTable(query({ data: [{ code: 'CLI001' }] }));
        expect(screen.getByRole('cell', { name: 'CLI001' })).not.toHaveClass('ant-table-cell-fix-end');
        expect(screen.getByRole('button', { name: 'Rimuovi' }).closest('td')).toHaveClass('ant-table-cell-fix-end');
    });
    it('says the list is empty only once the answer came', () => {
        const { rerender } = renderTable(query({ isFetching: true }));
        expect(screen.queryByText('Nessun cliente usa questo listino')).not.toBeInTheDocument();
        rerender(_jsx(QueryTable, { query: query({ data: [] }), columns: columns, rowKey: "code", emptyText: "Nessun cliente usa questo listino" }));
        expect(screen.getByText('Nessun cliente usa questo listino')).toBeInTheDocument();
    });
    it("shows a failed read alone, with the server's words and 'Riprova' — not also the empty text", async () => {
        const remote = query({ error: new ApiError('Il servizio non risponde', 503) });
        renderTable(remote);
        expect(screen.getByText('Impossibile caricare i clienti del listino.')).toBeInTheDocument();
        expect(screen.getByText('Il servizio non risponde')).toBeInTheDocument();
        expect(screen.queryByText('Nessun cliente usa questo listino')).not.toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Riprova' }));
        expect(remote.refetch).toHaveBeenCalled();
    });
    it('keeps the rows it has when a later read fails, under the error', () => {
        renderTable(query({ data: [{ code: 'CLI001' }], error: new Error('rete') }));
        expect(screen.getByText('Impossibile caricare i clienti del listino.')).toBeInTheDocument();
        expect(screen.getByText('CLI001')).toBeInTheDocument();
    });
});
describe('pageOfWhole', () => {
    const rows = ['ALFA Convenzione', 'BETA Banche', 'GAMMA Convenzione banche'].map((text) => ({ text }));
    const textOf = (row) => row.text;
    it('keeps the rows whose text holds the search, any case, and counts them all', () => {
        expect(pageOfWhole(rows, textOf, { search: ' BANCHE ', page: 0, size: 1 })).toEqual({
            rows: [{ text: 'BETA Banche' }],
            total: 2,
        });
        expect(pageOfWhole(rows, textOf, { search: 'banche', page: 1, size: 1 }).rows).toEqual([
            { text: 'GAMMA Convenzione banche' },
        ]);
    });
    it('without a search, pages every row', () => {
        expect(pageOfWhole(rows, textOf, { search: '', page: 0, size: 2 })).toEqual({ rows: rows.slice(0, 2), total: 3 });
    });
});
