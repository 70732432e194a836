import {
  Button,
  Skeleton,
  Table,
  requestRightDrawer,
  type Company,
  type TableColumnsType,
  LoadError,
} from '@portal/shared-ui';
import { useFoundCompanies } from '../api/found-companies';

const place = (company: Company) =>
  [company.comune, company.siglaProvincia ? `(${company.siglaProvincia})` : ''].filter(Boolean).join(' ');

/** Choosing a company found opens product selection for it, in the host's drawer (spec 000 §2.7). */
const choose = (company: Company) =>
  requestRightDrawer({ view: 'PRODUCT_SELECTION', subject: { type: 'PG', company } });

/**
 * The companies a search request found (spec 001 §2.1 'Risultato della ricerca', the
 * COMPANIES_IN_SEARCH_REQUEST view): name, partita IVA, legal form, town, and 'Scegli'.
 */
export function FoundCompanies({ requestId }: { requestId: number }) {
  const found = useFoundCompanies(requestId);
  if (found.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (found.error) {
    return (
      <LoadError
        error={found.error}
        title="Impossibile caricare le imprese trovate."
        onRetry={() => void found.refetch()}
      />
    );
  }
  const columns: TableColumnsType<Company> = [
    { key: 'name', title: 'Denominazione', dataIndex: 'denominazione' },
    { key: 'vat', title: 'Partita IVA', dataIndex: 'partitaIva' },
    { key: 'form', title: 'Forma giuridica', dataIndex: 'naturaGiuridica', responsive: ['lg'] },
    { key: 'place', title: 'Sede', render: (_, company) => place(company), responsive: ['md'] },
    {
      key: 'choose',
      title: '',
      align: 'right',
      render: (_, company) => (
        <Button
          size="small"
          type="primary"
          onClick={() => choose(company)}
          aria-label={`Scegli ${company.denominazione}`}
        >
          Scegli
        </Button>
      ),
    },
  ];
  return (
    <Table<Company>
      size="small"
      rowKey="partitaIva"
      columns={columns}
      dataSource={found.data}
      pagination={found.data.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      locale={{ emptyText: 'Nessuna impresa trovata con questi criteri' }}
      aria-label="Imprese trovate"
    />
  );
}
