import { useState } from 'react';
import { Formik } from '@portal/shared-ui/forms';
import { contractRules, yup } from '@portal/shared-ui/forms';
import { ProductCategoryInput } from '@portal/contracts/api/products';
import { MESSAGES } from '@portal/contracts/messages';
import {
  ACTION_COLUMN,
  ArrowLeftOutlined,
  Button,
  WholeListScreen,
  useListState,
  EditOutlined,
  Flex,
  Form,
  Modal,
  PlusOutlined,
  RemoveButton,
  type TableColumnsType,
  PAGE_SIZES,
} from '@portal/shared-ui';
import { Link } from '@portal/shared-auth/router';
import { paths } from '../../../config/paths';
import { SelectField, TextField } from '@portal/shared-ui/forms';
import { useDeleteProductCategory, useProductCategories, useSaveProductCategory } from '../api/product-categories';
import { PRODUCT_TYPES, PRODUCT_TYPE_LABELS, type ProductCategory, type ProductType } from '../types/product';

interface CategoryValues {
  prodCatCode: string;
  description: string;
  productType: ProductType | null;
}

const schema = yup.object({
  ...contractRules(ProductCategoryInput, ['prodCatCode', 'description']),
  productType: yup.string().nullable().required(MESSAGES.required),
});

/** The category being edited: `null` for a new one; `undefined` when the dialog is closed. */
type Editing = ProductCategory | null | undefined;

function CategoryDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const save = useSaveProductCategory();
  if (editing === undefined) return null;
  return (
    <Formik<CategoryValues>
      initialValues={{
        prodCatCode: editing?.prodCatCode ?? '',
        description: editing?.description ?? '',
        productType: editing?.productType ?? null,
      }}
      validationSchema={schema}
      validateOnMount
      onSubmit={async (values, helpers) => {
        try {
          await save.mutateAsync({
            id: editing?.id ?? null,
            prodCatCode: values.prodCatCode.trim(),
            description: values.description.trim(),
            productType: values.productType!,
          });
          onClose();
        } catch {
          // The client has said why; what was typed stays.
          helpers.setSubmitting(false);
        }
      }}
    >
      {(form) => (
        <Modal
          open
          title={editing ? `Modifica categoria ${editing.prodCatCode}` : 'Nuova categoria'}
          okText={editing ? 'Salva' : 'Crea'}
          cancelText="Annulla"
          okButtonProps={{ disabled: !form.isValid, loading: form.isSubmitting }}
          onOk={() => void form.submitForm()}
          onCancel={onClose}
          destroyOnHidden
        >
          <Form layout="vertical" component={false} disabled={form.isSubmitting}>
            <TextField name="prodCatCode" label="Codice" required maxLength={64} />
            <TextField name="description" label="Descrizione" required maxLength={500} />
            <SelectField<ProductType>
              name="productType"
              label="Tipo"
              required
              placeholder="Scegli un tipo"
              options={PRODUCT_TYPES.map((type) => ({ value: type, label: PRODUCT_TYPE_LABELS[type] }))}
            />
          </Form>
        </Modal>
      )}
    </Formik>
  );
}

/** `/product-categories`: the categories that products are filed under (type ON, OF or WS). */

export default function ProductCategoryListPage() {
  const categories = useProductCategories();
  const remove = useDeleteProductCategory();
  const [editing, setEditing] = useState<Editing>(undefined);
  const list = useListState({ defaultSize: 20 });
  const columns: TableColumnsType<ProductCategory> = [
    { title: 'Codice', dataIndex: 'prodCatCode', width: 160 },
    { title: 'Descrizione', dataIndex: 'description', ellipsis: true },
    { title: 'Tipo', dataIndex: 'productType', width: 140, render: (type: ProductType) => PRODUCT_TYPE_LABELS[type] },
    { title: 'Prodotti', dataIndex: 'productCount', width: 100 },
    {
      title: '',
      key: ACTION_COLUMN,
      width: 200,
      render: (_, category) => (
        <Flex gap={8} justify="flex-end">
          {/* A category in use is not removed: the server refuses it too. */}
          {category.productCount === 0 && (
            <RemoveButton
              title="Rimozione categoria"
              content="Sei sicuro di voler rimuovere questa categoria?"
              label={`Rimuovi ${category.prodCatCode}`}
              onConfirm={() => remove.mutateAsync(category.id)}
            />
          )}
          <Button icon={<EditOutlined />} onClick={() => setEditing(category)}>
            Modifica
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <>
      <WholeListScreen<ProductCategory>
        title="Categorie di prodotto"
        list={list}
        query={categories}
        search={{ placeholder: 'Cerca categoria', textOf: (row) => `${row.prodCatCode} ${row.description}` }}
        sizeOptions={PAGE_SIZES}
        toolbar={
          <Link to={paths.products.list()}>
            <Button icon={<ArrowLeftOutlined />}>Prodotti</Button>
          </Link>
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            Nuova categoria
          </Button>
        }
        columns={columns}
        rowKey="id"
        emptyText="Nessuna categoria"
      />
      <CategoryDialog
        key={editing === undefined ? 'closed' : (editing?.id ?? 'new')}
        editing={editing}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
