import { Flex, lookupQuery, Table, Typography, type TableColumnsType } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { AddByLookup } from '../../../components/add-by-lookup';
import { EditRowLink } from '../../../components/edit-row-link';
import { TakeOffButton, useHeldList } from '../../../components/held-list';
import { suspendedRow } from '../../../components/suspended-row';
import { getProductsNotInLine, productsNotInLineKey } from '../api/get-products-not-in-line';
import type { LineProduct } from '../types/line';
import { productSummaryColumns } from '../../../components/product-summary-columns';

const productLabel = (product: LineProduct) => `${product.productCode} - ${product.description}`;

const matches = (product: LineProduct, text: string) =>
  [product.productCode, product.fullProductCode, product.description].some((value) =>
    value.toLowerCase().includes(text.toLowerCase()),
  );

/**
 * The line's products (spec 002 §2.8, §4): adding gives the product this line, removing
 * leaves it without one; both happen when the line is saved. A product opens only when the
 * table has no unsaved change.
 */
export function LineProductsPanel({ lineId, disabled }: { lineId: number; disabled?: boolean }) {
  const held = useHeldList<LineProduct>('products', {
    available: (text, signal) => getProductsNotInLine(lineId, text, signal),
    matches,
  });

  const columns: TableColumnsType<LineProduct> = [
    ...productSummaryColumns(),
    {
      title: '',
      key: 'actions',
      width: 200,
      render: (_, product) => (
        <Flex gap={8} justify="flex-end">
          <TakeOffButton
            name={product.productCode}
            from="dalla linea"
            disabled={disabled}
            onClick={() => held.takeOff(product)}
          />
          <EditRowLink
            to={paths.products.editFromLine(product.id, lineId)}
            blockedBy={held.unsaved && 'Salva la linea prima di aprire un prodotto'}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <AddByLookup<LineProduct>
        id="product-to-add"
        placeholder="Cerca prodotto da aggiungere"
        ariaLabel="Prodotto da aggiungere"
        addLabel="Aggiungi prodotto"
        query={lookupQuery([...productsNotInLineKey(lineId), held.tableKey], held.search)}
        labelOf={productLabel}
        renderOption={(product) => (
          <Flex justify="space-between" gap={8}>
            <span>{productLabel(product)}</span>
            {product.lineName && <Typography.Text type="secondary">{product.lineName}</Typography.Text>}
          </Flex>
        )}
        keyOf={(product) => String(product.id)}
        onAdd={held.add}
        disabled={disabled}
      />
      {held.unsaved && (
        <Typography.Text type="warning">Le modifiche ai prodotti saranno salvate con la linea.</Typography.Text>
      )}
      <Table<LineProduct>
        columns={columns}
        dataSource={held.items}
        rowKey="id"
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        onRow={suspendedRow}
        locale={{ emptyText: 'Nessun prodotto nella linea' }}
      />
    </Flex>
  );
}
