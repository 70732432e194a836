import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  EditOutlined,
  Flex,
  PlusOutlined,
  RemoveButton,
  Table,
  type TableColumnsType,
} from '@portal/shared-ui';
import { paths } from '../../../app/paths';
import { LookupAutoComplete } from '../../../components/lookup-autocomplete';
import { addContentProduct } from '../api/add-content-product';
import { getContentProducts } from '../api/get-content-products';
import { getProductsNotInContent } from '../api/get-products-not-in-content';
import { removeContentProduct } from '../api/remove-content-product';
import { PRODUCT_TYPE_LABELS, type ContentProduct } from '../types/content';

const productLabel = (product: ContentProduct) => `${product.productCode} - ${product.description}`;

/** The content's products (spec 002 §2.6): suspended rows shaded, add, remove, open. */
export function ContentProductsPanel({ contentId }: { contentId: number }) {
  const [products, setProducts] = useState<ContentProduct[]>([]);
  const [loading, setLoading] = useState(true);
  const [chosen, setChosen] = useState<ContentProduct | null>(null);
  const [adding, setAdding] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setProducts(await getContentProducts(contentId));
    } catch {
      // the client has shown the message
    } finally {
      setLoading(false);
    }
  }, [contentId]);
  useEffect(() => {
    void load();
  }, [load]);

  const columns: TableColumnsType<ContentProduct> = [
    { title: 'Id', dataIndex: 'id', width: 80 },
    { title: 'Codice', dataIndex: 'productCode' },
    { title: 'Descrizione', dataIndex: 'description', ellipsis: true },
    {
      title: 'Tipo',
      dataIndex: 'productType',
      render: (type: ContentProduct['productType']) => (type ? `${type} ${PRODUCT_TYPE_LABELS[type]}` : ''),
    },
    { title: 'Giorni evasione', dataIndex: 'evasDays' },
    { title: 'Sospeso', dataIndex: 'flagSuspended' },
    { title: 'Linea', dataIndex: 'lineName', render: (name: string | null) => name ?? '' },
    {
      title: '',
      key: 'actions',
      render: (_, product) => (
        <Flex gap={8} justify="flex-end">
          <RemoveButton
            title="Rimozione prodotto"
            content="Sei sicuro di voler rimuovere questo prodotto dal contenuto?"
            label={`Rimuovi ${product.productCode}`}
            onConfirm={async () => setProducts(await removeContentProduct(contentId, product.id))}
          />
          <Link to={paths.products.editFromContent(product.id, contentId)}>
            <Button icon={<EditOutlined />}>Modifica</Button>
          </Link>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <div style={{ minWidth: 320, flex: 1, maxWidth: 480 }}>
          <LookupAutoComplete<ContentProduct>
            id="product-to-add"
            placeholder="Cerca prodotto da aggiungere"
            ariaLabel="Prodotto da aggiungere"
            selectedLabel={chosen ? productLabel(chosen) : ''}
            search={(text) => getProductsNotInContent(contentId, text)}
            labelOf={productLabel}
            keyOf={(product) => String(product.id)}
            onSelect={setChosen}
          />
        </div>
        <Button
          icon={<PlusOutlined />}
          disabled={!chosen}
          loading={adding}
          onClick={async () => {
            if (!chosen) return;
            setAdding(true);
            try {
              setProducts(await addContentProduct(contentId, chosen.id));
              setChosen(null);
            } catch {
              // the client has shown the message
            } finally {
              setAdding(false);
            }
          }}
        >
          Aggiungi prodotto
        </Button>
      </Flex>
      <Table<ContentProduct>
        columns={columns}
        dataSource={products}
        rowKey="id"
        loading={loading}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        rowClassName={(product) => (product.flagSuspended === 'S' ? 'portal-row-suspended' : '')}
        onRow={(product) =>
          product.flagSuspended === 'S' ? { style: { background: 'rgba(0, 0, 0, 0.06)' }, 'aria-label': 'Sospeso' } : {}
        }
        locale={{ emptyText: 'Nessun prodotto collegato' }}
      />
    </Flex>
  );
}
