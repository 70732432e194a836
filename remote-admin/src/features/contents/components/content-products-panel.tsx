import { Flex, QueryTable, RemoveButton, type TableColumnsType } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { AddByLookup } from '../../../components/add-by-lookup';
import { EditRowLink } from '../../../components/edit-row-link';
import { suspendedRow } from '../../../components/suspended-row';
import { useAddContentProduct } from '../api/add-content-product';
import { useContentProducts } from '../api/get-content-products';
import { productsNotInContentLookup } from '../api/get-products-not-in-content';
import { useRemoveContentProduct } from '../api/remove-content-product';
import type { ContentProduct } from '../types/content';
import { productSummaryColumns } from '../../../components/product-summary-columns';

const productLabel = (product: ContentProduct) => `${product.productCode} - ${product.description}`;

/** The content's products (spec 002 §2.6): suspended rows shaded, add, remove, open. */
export function ContentProductsPanel({ contentId }: { contentId: number }) {
  const products = useContentProducts(contentId);
  const add = useAddContentProduct(contentId);
  const remove = useRemoveContentProduct(contentId);

  const columns: TableColumnsType<ContentProduct> = [
    ...productSummaryColumns(),
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
            onConfirm={() => remove.mutateAsync(product.id)}
          />
          <EditRowLink to={paths.products.editFromContent(product.id, contentId)} />
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <AddByLookup<ContentProduct>
        id="product-to-add"
        placeholder="Cerca prodotto da aggiungere"
        ariaLabel="Prodotto da aggiungere"
        addLabel="Aggiungi prodotto"
        query={productsNotInContentLookup(contentId)}
        labelOf={productLabel}
        keyOf={(product) => String(product.id)}
        // A failure was shown by the client; the choice stays for another try.
        onAdd={(product) => add.mutateAsync(product.id)}
      />
      <QueryTable<ContentProduct>
        query={products}
        columns={columns}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        onRow={suspendedRow}
        emptyText="Nessun prodotto collegato"
        errorText="Impossibile caricare i prodotti del contenuto."
      />
    </Flex>
  );
}
