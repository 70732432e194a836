import { useSearchParams } from '@portal/shared-auth/router';
import type { BillingLine, BillingMonth } from '@portal/contracts/api/billing';
import {
  Button,
  Card,
  Flex,
  QueryTable,
  Table,
  Typography,
  formatEuro,
  type TableColumnsType,
} from '@portal/shared-ui';
import { downloadBilling, useBillingDetail, useBillingMonths } from '../api/billing';
import { DownloadButton } from '../../../components/download-button';

const MONTHS = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
];
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const amount = (value: string) => formatEuro(value);

function BillingDownload({ month, format }: { month: string; format: 'xlsx' | 'pdf' }) {
  return (
    <DownloadButton download={() => downloadBilling(month, format)}>
      {format === 'pdf' ? 'Estratto conto PDF' : 'Excel'}
    </DownloadButton>
  );
}

function MonthDetail({ month }: { month: string }) {
  const detail = useBillingDetail(month);
  const columns: TableColumnsType<BillingLine> = [
    { title: 'Servizio', dataIndex: 'serviceName', width: 200, ellipsis: true },
    { title: 'Codice', dataIndex: 'productCode', width: 110 },
    { title: 'Prodotto', dataIndex: 'description', ellipsis: { showTitle: true } },
    { title: 'Richieste', dataIndex: 'requests', width: 100, align: 'right' },
    { title: 'Imponibile', dataIndex: 'net', width: 130, align: 'right', render: amount },
    {
      title: `IVA ${detail.data?.vatRate ?? ''}%`,
      key: 'vat',
      width: 110,
      align: 'right',
      render: (_, line) => (line.subjectToVat ? amount(line.vat) : 'esente'),
    },
    { title: 'Totale', dataIndex: 'gross', width: 130, align: 'right', render: amount },
  ];
  return (
    <Card
      title={`Dettaglio di ${monthLabel(month)}`}
      extra={
        <Flex gap={8}>
          <BillingDownload month={month} format="xlsx" />
          <BillingDownload month={month} format="pdf" />
        </Flex>
      }
    >
      <QueryTable<BillingLine>
        query={detail}
        rows={detail.data?.lines}
        columns={columns}
        rowKey={(line) => line.productCode}
        scroll={{ x: 900 }}
        emptyText="Nessuna richiesta nel mese"
        errorText="Impossibile caricare il dettaglio del mese."
        summary={() =>
          detail.data && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>Totale</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {detail.data.totals.requests}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {amount(detail.data.totals.net)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {amount(detail.data.totals.vat)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                <Typography.Text strong>{amount(detail.data.totals.gross)}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </Card>
  );
}

/** `/dettaglio-fatturazione` (billing-detail permission): spend per month, a month per product with VAT. */
export default function BillingPage() {
  const months = useBillingMonths();
  const [address, setAddress] = useSearchParams();
  const chosen = /^\d{4}-\d{2}$/.test(address.get('month') ?? '') ? address.get('month') : null;
  const month = chosen ?? months.data?.[0]?.month ?? null;
  const columns: TableColumnsType<BillingMonth> = [
    { title: 'Mese', dataIndex: 'month', render: (value: string) => monthLabel(value) },
    { title: 'Richieste', dataIndex: 'requests', align: 'right' },
    { title: 'Imponibile', dataIndex: 'net', align: 'right', render: amount },
    { title: 'IVA', dataIndex: 'vat', align: 'right', render: amount },
    { title: 'Totale', dataIndex: 'gross', align: 'right', render: amount },
    {
      title: '',
      key: 'open',
      render: (_, row) => (
        <Button
          type={row.month === month ? 'primary' : 'default'}
          aria-label={`Dettaglio di ${monthLabel(row.month)}`}
          onClick={() => setAddress({ month: row.month })}
        >
          Dettaglio
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Dettaglio fatturazione
      </Typography.Title>
      <Card title="Mesi">
        <QueryTable<BillingMonth>
          query={months}
          columns={columns}
          rowKey="month"
          emptyText="Nessuna richiesta da fatturare"
          errorText="Impossibile caricare i mesi."
        />
      </Card>
      {month && <MonthDetail month={month} />}
    </Flex>
  );
}
