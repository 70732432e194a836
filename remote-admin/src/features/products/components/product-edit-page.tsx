import { useMemo } from 'react';
import { Navigate, useParams, useSearchParams } from '@portal/shared-auth/router';
import { EditScreen, useField, useFormikContext } from '@portal/shared-ui/forms';
import {
  App,
  AppstoreOutlined,
  BellOutlined,
  BankOutlined,
  Col,
  Form,
  Input,
  Row,
  Select,
  SettingOutlined,
  Typography,
  isNewRecord,
} from '@portal/shared-ui';
import { pageOf, paths } from '../../../config/paths';
import { useCategoryOptions, useContentOptions, useFormOptions, useLineOptions } from '../../../api/catalogue-options';
import { FieldItem, SelectField, SwitchField, TextField, NumberField, labelOptions } from '@portal/shared-ui/forms';
import { useProductRecord } from '../api/get-product';
import { useCreateProduct, useUpdateProduct } from '../api/save-product';
import { useContentsClipboard } from '../hooks/contents-clipboard';
import {
  productSchema,
  toNewProduct,
  toProductUpdate,
  toProductValues,
  type ProductFormValues,
} from '../hooks/product-form';
import {
  CONFIGURATION_STATUSES,
  CONFIGURATION_STATUS_LABELS,
  PRODUCT_LIMITS,
  REPORT_FAMILY_LABELS,
  type Product,
  type ReportFamily,
} from '../types/product';
import { ProductFilesField } from './product-files-field';
import { ProductRefsField } from './product-refs-field';
import { historyPanel } from '../../../components/record-history';

/** A positive id in the query string (`lineId`, `contentId`), or null. */
function idParam(search: URLSearchParams, name: string): number | null {
  const id = Number(search.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Where the back arrow and a save go (spec 002 §2.12): the line the product was opened from,
 * else the content, else the list at its page.
 */
export function productBackPath(search: URLSearchParams): string {
  const lineId = idParam(search, 'lineId');
  if (lineId) return paths.lines.edit(lineId);
  const contentId = idParam(search, 'contentId');
  if (contentId) return paths.contents.edit(contentId);
  return paths.products.list(pageOf(search));
}

/**
 * Where 'Crea' goes (issue 46): the product just created, whose Contabilità and Notifiche open
 * only now and whose price is set without searching for it. The query (the line or the content
 * it came from, the list's page) stays for the back arrow.
 */
export function createdProductPath(id: number, search: URLSearchParams): string {
  return `${paths.products.edit(id)}${search.size ? `?${search}` : ''}`;
}

/** `/product/new` and `/product/{id}`; a non-numeric id goes to `/product/new`. */
export default function ProductEditPage() {
  const { productId: param } = useParams();
  const [search] = useSearchParams();
  const isNew = isNewRecord(param);
  if (!isNew && !/^\d+$/.test(param ?? '')) return <Navigate to={`/product/new?${search}`} replace />;
  return <ProductEditor key={param} id={isNew ? null : Number(param)} search={search} />;
}

function ContentsField() {
  const [field, , helpers] = useField<number[]>('contentIds');
  const { isSubmitting } = useFormikContext();
  const contents = useContentOptions();
  const { message } = App.useApp();
  useContentsClipboard({
    contentIds: field.value,
    enabled: !isSubmitting,
    onCopied: (count) => void message.success(`Contenuti copiati (${count})`),
    paste: (ids) => {
      const known = new Set((contents.data ?? []).map((content) => content.value));
      const pasted = ids.filter((id) => known.has(id));
      void helpers.setValue(pasted);
      void message.success(`Contenuti incollati (${pasted.length})`);
    },
  });
  return (
    <FieldItem
      name="contentIds"
      label="Contenuti"
      extra="Ctrl+C copia questi contenuti; Ctrl+V incolla quelli copiati da un altro prodotto, anche in un'altra scheda."
    >
      <Select<number[]>
        id="contentIds"
        mode="multiple"
        allowClear
        placeholder="Nessun contenuto"
        showSearch={{ optionFilterProp: 'label' }}
        loading={contents.isFetching}
        value={field.value}
        options={contents.data ?? []}
        onChange={(value) => void helpers.setValue(value)}
      />
    </FieldItem>
  );
}

function Switches({ items }: { items: ReadonlyArray<readonly [name: keyof ProductFormValues, label: string]> }) {
  return (
    <Row gutter={16}>
      {items.map(([name, label]) => (
        <Col key={name} xs={12} md={8}>
          <SwitchField name={name} label={label} />
        </Col>
      ))}
    </Row>
  );
}

/** The inputs with rules of each panel: one failing marks its panel in the drawer. */
const PRODUCT_INPUTS = [
  'productCode',
  'description',
  'descrEstrattoConto',
  'note',
  'lineId',
  'productCategoryId',
  'evasDays',
];
const CONFIGURATION_INPUTS = ['parent', 'reportFamily', 'reportUrl', 'styleUrl'];

function ProductPanel({ product }: { product: Product | null }) {
  const lines = useLineOptions();
  const categories = useCategoryOptions();
  const forms = useFormOptions();
  return (
    <>
      {product && (
        <Form.Item label="Id" htmlFor="id">
          <Input id="id" value={product.id} readOnly disabled />
        </Form.Item>
      )}
      <TextField name="productCode" label="Codice" required maxLength={PRODUCT_LIMITS.code} disabled={!!product} />
      <TextField name="description" label="Descrizione" required multiline maxLength={PRODUCT_LIMITS.description} />
      <TextField
        name="descrEstrattoConto"
        label="Descrizione estratto conto"
        required
        maxLength={PRODUCT_LIMITS.statementDescription}
      />
      <TextField name="note" label="Note" multiline maxLength={PRODUCT_LIMITS.note} />
      <SelectField<number>
        name="lineId"
        label="Linea"
        required
        showSearch
        placeholder="Scegli una linea"
        options={lines.data ?? []}
      />
      <SelectField<number>
        name="productCategoryId"
        label="Categoria"
        required
        showSearch
        placeholder="Scegli una categoria"
        options={categories.data ?? []}
      />
      <NumberField name="evasDays" label="Giorni evasione" required />
      <SelectField<string>
        name="formCode"
        label="Form"
        allowClear
        showSearch
        placeholder="Nessuna form"
        options={forms.data ?? []}
      />
      <SelectField<string>
        name="configurationStatus"
        label="Stato configurazione"
        options={CONFIGURATION_STATUSES.map((status) => ({
          value: status,
          label: CONFIGURATION_STATUS_LABELS[status],
        }))}
      />
      <Switches
        items={[
          ['customerVis', 'Visibile al cliente'],
          ['flagSuspended', 'Sospeso'],
          ['personaFisica', 'Persona fisica'],
          ['personaGiuridica', 'Persona giuridica'],
        ]}
      />
    </>
  );
}

function ConfigurationPanel({ product }: { product: Product | null }) {
  const { values } = useFormikContext<ProductFormValues>();
  return (
    <>
      <Switches
        items={[
          ['search', 'Prodotto di ricerca'],
          ['nuovaRicerca', 'Nuova ricerca'],
          ['esitoPdf', 'Esito in PDF'],
          ['nascondiDaListaRichieste', 'Nascondi dalla lista richieste'],
          ['favorite', 'Preferito'],
          ['enableMassiveUpload', 'Caricamento massivo'],
          // Only with massive upload (spec 002 §5).
          ...(values.enableMassiveUpload ? ([['massiveUploadSplit', 'Dividi il caricamento massivo']] as const) : []),
          ['urgent', 'Urgente'],
        ]}
      />
      <ProductRefsField
        name="parent"
        label="Prodotto padre"
        productId={product?.id ?? null}
        parentsOnly
        required={values.urgent}
      />
      <ProductRefsField name="purchasables" label="Prodotti acquistabili" productId={product?.id ?? null} multiple />
      <ContentsField />
      <SelectField<ReportFamily>
        name="reportFamily"
        label="Report consegnato"
        options={labelOptions(REPORT_FAMILY_LABELS)}
        placeholder="Secondo il nome del prodotto"
        allowClear
      />
      <TextField name="reportUrl" label="Indirizzo del report" maxLength={PRODUCT_LIMITS.url} placeholder="https://…" />
      <TextField name="styleUrl" label="Indirizzo dello stile" maxLength={PRODUCT_LIMITS.url} placeholder="https://…" />
      {product && product.children.length > 0 && (
        <Form.Item label="Prodotti figli">
          <Typography.Text>{product.children.map((child) => child.productCode).join(', ')}</Typography.Text>
        </Form.Item>
      )}
      <ProductFilesField product={product} />
    </>
  );
}

function ProductEditor({ id, search }: { id: number | null; search: URLSearchParams }) {
  const isNew = id === null;
  const record = useProductRecord(id);
  const product = record.data ?? null;
  const backTo = productBackPath(search);
  const schema = useMemo(() => productSchema(id), [id]);
  // The form starts from the product as loaded; later cache updates (uploaded files) leave it alone.
  const initialValues = useMemo(
    () => toProductValues(product, idParam(search, 'lineId')),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only by a new version
    [product?.id, product?.version],
  );
  const create = useCreateProduct();
  const update = useUpdateProduct(id ?? 0);

  return (
    <EditScreen<ProductFormValues, Product>
      recordKey={isNew ? 'new' : `${id}-${product?.version ?? ''}`}
      initialValues={initialValues}
      validationSchema={schema}
      saving={{
        create: (values) => create.mutateAsync(toNewProduct(values)),
        update: (values) => update.mutateAsync(toProductUpdate(values, product!)),
        stayOn: (created) => createdProductPath(created.id, search),
      }}
      isNew={isNew}
      title={isNew ? 'Nuovo prodotto' : `Modifica prodotto ${product?.productCode ?? ''}`}
      backTo={backTo}
      record={record}
      panels={() => [
        {
          key: 'product',
          title: 'Prodotto',
          subtitle: 'Codice, linea e categoria',
          icon: <AppstoreOutlined />,
          inputs: PRODUCT_INPUTS,
          content: <ProductPanel product={product} />,
        },
        {
          key: 'configuration',
          title: 'Configurazioni',
          subtitle: 'Ricerca, urgenza, contenuti e file',
          icon: <SettingOutlined />,
          inputs: CONFIGURATION_INPUTS,
          content: <ConfigurationPanel product={product} />,
        },
        {
          key: 'accounting',
          title: 'Contabilità',
          subtitle: 'Prezzo e addebito',
          icon: <BankOutlined />,
          blocked: isNew,
          inputs: ['defaultPrice'],
          content: (
            <>
              <TextField name="defaultPrice" label="Prezzo di listino (EUR)" placeholder="0,00" />
              <Switches
                items={[
                  ['priceFromConf', 'Prezzo da configurazione'],
                  ['manualDebit', 'Addebito manuale'],
                  ['subjectToVAT', 'Soggetto a IVA'],
                ]}
              />
            </>
          ),
        },
        {
          key: 'notifications',
          title: 'Notifiche',
          subtitle: 'Avvisi per le richieste',
          icon: <BellOutlined />,
          blocked: isNew,
          content: <Switches items={[['urgentOffLineMail', 'Mail per le richieste offline urgenti']]} />,
        },
        historyPanel('product', id),
      ]}
    />
  );
}
