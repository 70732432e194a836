import { useField } from '@portal/shared-ui/forms';
import { Button, DeleteOutlined, Flex, Table, Tooltip, Typography, type TableColumnsType } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { AddByLookup } from '../../../components/add-by-lookup';
import { EditRowLink } from '../../../components/edit-row-link';
import { getProductsNotInLine, productsNotInLineKey } from '../api/get-products-not-in-line';
import { PRODUCT_TYPE_LABELS, type LineProduct } from '../types/line';

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
  const [field, meta, helpers] = useField<LineProduct[]>('products');
  const products = field.value;
  const read = meta.initialValue ?? [];
  const ids = (list: readonly LineProduct[]) =>
    list
      .map((product) => product.id)
      .sort()
      .join();
  const unsaved = ids(read) !== ids(products);
  // Taken off in this visit but still on the line on the server, so its lookup does not offer them.
  const removedHere = read.filter((product) => !products.some((kept) => kept.id === product.id));

  const search = async (text: string, signal?: AbortSignal) => {
    const found = await getProductsNotInLine(lineId, text, signal);
    const inTable = new Set(products.map((product) => product.id));
    return [...removedHere.filter((product) => matches(product, text)), ...found].filter(
      (product) => !inTable.has(product.id),
    );
  };

  const columns: TableColumnsType<LineProduct> = [
    { title: 'Id', dataIndex: 'id', width: 80 },
    { title: 'Codice', dataIndex: 'productCode', width: 150 },
    { title: 'Descrizione', dataIndex: 'description', ellipsis: { showTitle: true } },
    {
      title: 'Tipo',
      dataIndex: 'productType',
      width: 150,
      render: (type: LineProduct['productType']) => (type ? `${type} ${PRODUCT_TYPE_LABELS[type]}` : ''),
    },
    { title: 'Giorni evasione', dataIndex: 'evasDays', width: 130 },
    { title: 'Sospeso', dataIndex: 'flagSuspended', width: 90 },
    {
      title: '',
      key: 'actions',
      width: 200,
      render: (_, product) => (
        <Flex gap={8} justify="flex-end">
          <Tooltip title={`Togli ${product.productCode} dalla linea`}>
            <Button
              icon={<DeleteOutlined />}
              aria-label={`Rimuovi ${product.productCode}`}
              disabled={disabled}
              onClick={() => void helpers.setValue(products.filter((kept) => kept.id !== product.id))}
            />
          </Tooltip>
          <EditRowLink
            to={paths.products.editFromLine(product.id, lineId)}
            blockedBy={unsaved && 'Salva la linea prima di aprire un prodotto'}
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
        lookup={[...productsNotInLineKey(lineId), ids(products)]}
        search={search}
        labelOf={productLabel}
        renderOption={(product) => (
          <Flex justify="space-between" gap={8}>
            <span>{productLabel(product)}</span>
            {product.lineName && <Typography.Text type="secondary">{product.lineName}</Typography.Text>}
          </Flex>
        )}
        keyOf={(product) => String(product.id)}
        onAdd={(product) => helpers.setValue([...products, product])}
        disabled={disabled}
      />
      {unsaved && (
        <Typography.Text type="warning">Le modifiche ai prodotti saranno salvate con la linea.</Typography.Text>
      )}
      <Table<LineProduct>
        columns={columns}
        dataSource={products}
        rowKey="id"
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        onRow={(product) =>
          product.flagSuspended === 'S' ? { style: { background: 'rgba(0, 0, 0, 0.06)' }, 'aria-label': 'Sospeso' } : {}
        }
        locale={{ emptyText: 'Nessun prodotto nella linea' }}
      />
    </Flex>
  );
}
