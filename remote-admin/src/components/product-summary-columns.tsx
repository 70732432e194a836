import type { TableColumnsType } from '@portal/shared-ui';
import type { ProductSummary } from '@portal/contracts/api/fields';
import { PRODUCT_TYPE_LABELS } from '@portal/contracts/catalogue';

/**
 * A product as the catalogue's panels list it (spec 002 §2.6, §2.8): id, code, description,
 * type (ON Online, OF Offline, WS Web Service), days to fulfil and the suspension flag.
 */
export function productSummaryColumns(): TableColumnsType<ProductSummary> {
  return [
    { title: 'Id', dataIndex: 'id', width: 80 },
    { title: 'Codice', dataIndex: 'productCode', width: 150 },
    { title: 'Descrizione', dataIndex: 'description', ellipsis: { showTitle: true } },
    {
      title: 'Tipo',
      dataIndex: 'productType',
      width: 150,
      render: (type: ProductSummary['productType']) => (type ? `${type} ${PRODUCT_TYPE_LABELS[type]}` : ''),
    },
    { title: 'Giorni evasione', dataIndex: 'evasDays', width: 130 },
    { title: 'Sospeso', dataIndex: 'flagSuspended', width: 90 },
  ];
}
