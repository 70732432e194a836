import { render, screen, waitFor } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import type { UserEvent } from '@testing-library/user-event';
import { QueryWrapper, setupUser } from '@portal/shared-ui/testing';
import { MemoryRouter } from '@portal/shared-auth/router';
import { ACTION_COLUMN, ListPage } from '../src/list/list-page';
import { ListScreen } from '../src/list/list-screen';
import { editColumn } from '../src/list/edit-link';
import type { ListState } from '../src/list/use-list-state';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

interface Row {
  code: string;
  name: string;
}

const columns = [
  { title: 'Codice', dataIndex: 'code' },
  { title: 'Nome', dataIndex: 'name' },
];

function renderList(props: Partial<Parameters<typeof ListPage<Row>>[0]> = {}, total = 2) {
  const onPageChange = jest.fn();
  render(
    <ListPage<Row>
      title="Campi"
      columns={columns}
      rows={[
        { code: 'CF', name: 'Codice fiscale' },
        { code: 'PI', name: 'Partita IVA' },
      ]}
      rowKey="code"
      loading={false}
      paging={{ total, page: 0, size: 20, sizeOptions: [5, 10, 20], onPageChange }}
      {...props}
    />,
  );
  return { onPageChange };
}

describe('ListPage', () => {
  it('shows the title, the columns, the rows and the range', async () => {
    renderList({ toolbar: <input placeholder="Cerca campo" />, actions: <button>Nuovo campo</button> });
    expect(screen.getByRole('heading', { name: 'Campi' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Codice' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Codice fiscale' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Partita IVA' })).toBeInTheDocument();
    expect(screen.getByText('1 - 2 di 2')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Cerca campo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuovo campo' })).toBeInTheDocument();
  });

  it('keeps the row actions fixed to the right edge, so a wide table scrolls under them', async () => {
    renderList({
      columns: [...columns, { title: '', key: ACTION_COLUMN, width: 120, render: () => <button>Modifica</button> }],
      minTableWidth: 1200,
    });
    const action = screen.getAllByRole('button', { name: 'Modifica' })[0].closest('td');
    expect(action).toHaveClass('ant-table-cell-fix-end');
    expect(screen.getByRole('cell', { name: 'Partita IVA' })).not.toHaveClass('ant-table-cell-fix-end');
  });

  it('shows its empty text when there are no rows', async () => {
    renderList({ rows: [], emptyText: 'Nessun campo trovato' }, 0);
    expect(screen.getByText('Nessun campo trovato')).toBeInTheDocument();
    expect(screen.getByText('0 di 0')).toBeInTheDocument();
  });

  it('falls back to an Italian empty text', async () => {
    renderList({ rows: [] }, 0);
    expect(screen.getByText('Nessun elemento trovato')).toBeInTheDocument();
  });

  it('shows a load error with Riprova', async () => {
    const onRetry = jest.fn();
    renderList({ rows: undefined, error: new Error('boom'), onRetry }, 0);
    expect(screen.getByText('Impossibile caricare i dati.')).toBeInTheDocument();
    // Only the error: not also an empty list and '0 di 0'.
    expect(screen.queryByText('Nessun elemento trovato')).toBeNull();
    expect(screen.queryByText(/0 di 0/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('pages through the paginator', async () => {
    const { onPageChange } = renderList({}, 60);
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(onPageChange).toHaveBeenCalledWith(1, 20);
  });

  it('a short list that comes whole has no paginator', async () => {
    renderList({ paging: undefined });
    expect(screen.getByRole('cell', { name: 'Codice fiscale' })).toBeInTheDocument();
    expect(screen.queryByText('1 - 2 di 2')).toBeNull();
  });
});

describe('ListPage search and create', () => {
  it('shows the debounced search and the create link', async () => {
    const onClick = jest.fn();
    render(
      <MemoryRouter>
        <ListPage<Row>
          title="Form"
          search={{ placeholder: 'Cerca form', value: 'ana', delay: 1000, onSearch: jest.fn() }}
          create={{ label: 'Nuovo form', to: '/form/new', onClick }}
          columns={columns}
          rows={[]}
          rowKey="code"
          loading={false}
          paging={{ total: 0, page: 0, size: 20, sizeOptions: [5, 10, 20], onPageChange: jest.fn() }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByPlaceholderText('Cerca form')).toHaveValue('ana');
    const link = screen.getByText('Nuovo form').closest('a')!;
    expect(link).toHaveAttribute('href', '/form/new');
    await user.click(link);
    expect(onClick).toHaveBeenCalled();
  });
});

describe('ListScreen', () => {
  const listState = (remember = jest.fn()): ListState<{ kind: string | null }> => ({
    page: 1,
    size: 5,
    search: 'co',
    filters: { kind: 'A' },
    setPage: jest.fn(),
    changePage: jest.fn(),
    changeSearch: jest.fn(),
    changeFilter: jest.fn(),
    remember,
    withPage: (path) => path,
  });

  it('asks its query with the page, the search and the filters, shows the page and keeps the state when leaving by the create link', async () => {
    const remember = jest.fn();
    const asked: unknown[] = [];
    render(
      <QueryWrapper>
        <MemoryRouter>
          <ListScreen<Row, { kind: string | null }>
            title="Campi"
            list={listState(remember)}
            query={(params) =>
              queryOptions({
                queryKey: ['rows', params],
                queryFn: () => {
                  asked.push(params);
                  return Promise.resolve({
                    content: [{ code: 'CF', name: 'Codice fiscale' }] as Row[],
                    totalElements: 6,
                  });
                },
              })
            }
            search={{ placeholder: 'Cerca campo', delay: 1000 }}
            create={{ label: 'Nuovo campo', to: '/field/new?page=1' }}
            columns={columns}
            rowKey="code"
            sizeOptions={[5, 10, 20]}
          />
        </MemoryRouter>
      </QueryWrapper>,
    );
    expect(await screen.findByRole('cell', { name: 'Codice fiscale' })).toBeInTheDocument();
    expect(asked).toEqual([{ page: 1, size: 5, search: 'co', kind: 'A' }]);
    expect(screen.getByText('6 - 6 di 6')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Cerca campo')).toHaveValue('co');
    await user.click(screen.getByText('Nuovo campo').closest('a')!);
    expect(remember).toHaveBeenCalled();
  });

  it('a failed load shows its error alone, and Riprova asks again', async () => {
    let calls = 0;
    render(
      <QueryWrapper>
        <MemoryRouter>
          <ListScreen<Row, { kind: string | null }>
            title="Campi"
            list={listState()}
            query={(params) =>
              queryOptions({
                queryKey: ['failing', params],
                queryFn: () => {
                  calls += 1;
                  return Promise.reject(new Error('giù'));
                },
                retry: false,
              })
            }
            columns={columns}
            rowKey="code"
            sizeOptions={[5, 10, 20]}
            emptyText="Nessun campo trovato"
          />
        </MemoryRouter>
      </QueryWrapper>,
    );
    expect(await screen.findByText('Impossibile caricare i dati.')).toBeInTheDocument();
    expect(screen.queryByText('Nessun campo trovato')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(calls).toBe(2));
  });
});

describe('editColumn', () => {
  it("gives each row a 'Modifica' link to its edit screen, kept in view, that remembers the list on the way out", async () => {
    const remember = jest.fn();
    render(
      <MemoryRouter>
        <ListPage<Row>
          title="Campi"
          columns={[...columns, editColumn<Row>({ remember }, (row) => `/field/${row.code}?page=2`)]}
          rowKey="code"
          rows={[{ code: 'CF', name: 'Codice fiscale' }]}
          loading={false}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Modifica/ });
    expect(link).toHaveAttribute('href', '/field/CF?page=2');
    expect(link.closest('td')).toHaveClass('ant-table-cell-fix-end');
    await user.click(link);
    expect(remember).toHaveBeenCalledTimes(1);
  });
});
