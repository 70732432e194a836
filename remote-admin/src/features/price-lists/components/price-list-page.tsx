import { useEffect, useState } from 'react';
import { useParams } from '@portal/shared-auth/router';
import { PriceListInput, type PriceList, type PriceListClient, type PriceListPrice } from '@portal/contracts/api/users';
import { PRICE_LIST_LIMITS } from '@portal/contracts/users';
import { EditScreen, TextField, contractRules, yup } from '@portal/shared-ui/forms';
import type { ProductRef } from '@portal/contracts/api/products';
import type { ClientAccount } from '@portal/contracts/api/permission-management';
import {
  App,
  AppstoreOutlined,
  BankOutlined,
  Button,
  Checkbox,
  Flex,
  Input,
  RemoveButton,
  SaveOutlined,
  Switch,
  QueryTable,
  TeamOutlined,
  formatEuro,
  type TableColumnsType,
} from '@portal/shared-ui';
import { AddByLookup } from '../../../components/add-by-lookup';
import { historyPanel } from '../../../components/record-history';
import { clientLabel, clientLookup } from '../../../api/search-clients';
import { productLookup } from '../../../api/search-products';
import { paths } from '../../../config/paths';
import {
  useAddPriceListClient,
  useDescribePriceList,
  usePriceList,
  usePriceListClients,
  usePriceListPrices,
  useRemovePrice,
  useRemovePriceListClient,
  useSetClientDefault,
  useSetPrice,
} from '../api/price-lists';

/** Every change here says it was saved, like the record's own 'Salva'. */
const PRICE_LIST_SAVED = {
  price: 'Prezzo salvato',
  priceAdded: 'Prezzo aggiunto',
  priceRemoved: 'Prezzo rimosso',
  clientAdded: 'Cliente aggiunto al listino',
  clientDefault: 'Listino del cliente aggiornato',
  clientRemoved: 'Cliente rimosso dal listino',
} as const;

/** `said(text)`: what to run once a change is saved, to say so (a refusal is the HTTP client's toast). */
function useSaid() {
  const { message } = App.useApp();
  return (text: string) => () => void message.success(text);
}

const DESCRIPTION_SCHEMA = yup.object(contractRules(PriceListInput, ['descrizione']));

/** Euro to the cent as typed in Italy: `12`, `12,5`, `12,50`. */
export const PRICE_PATTERN = /^\d{1,10}([.,]\d{1,2})?$/;
const PRICE_MESSAGE = 'Inserire un importo valido, con al massimo due decimali';

/** `12.50` → `12,50` for the input. */
const typed = (price: string) => price.replace('.', ',');

/** A price cell: edited in place, saved on Enter or with its button, checked as typed. */
function PriceCell({ row, onSave }: { row: PriceListPrice; onSave: (price: string) => Promise<unknown> }) {
  const [value, setValue] = useState(typed(row.price));
  const [busy, setBusy] = useState(false);
  useEffect(() => setValue(typed(row.price)), [row.price]);
  const valid = PRICE_PATTERN.test(value.trim());
  const changed = value.trim() !== typed(row.price);
  const save = async () => {
    if (!valid || !changed) return;
    setBusy(true);
    try {
      await onSave(value.trim());
    } catch {
      // The client said why; the typed price stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={8} align="center">
      <Input
        aria-label={`Prezzo ${row.productCode}`}
        value={value}
        status={valid ? undefined : 'error'}
        title={valid ? undefined : PRICE_MESSAGE}
        suffix="€"
        style={{ width: 140 }}
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={() => void save()}
      />
      <Button
        icon={<SaveOutlined />}
        aria-label={`Salva prezzo ${row.productCode}`}
        disabled={!valid || !changed}
        loading={busy}
        onClick={() => void save()}
      />
    </Flex>
  );
}

function PricesPanel({ code }: { code: string }) {
  const prices = usePriceListPrices(code);
  const setPrice = useSetPrice(code);
  const removePrice = useRemovePrice(code);
  const said = useSaid();
  const [price, setNewPrice] = useState('');
  const columns: TableColumnsType<PriceListPrice> = [
    { title: 'Codice', dataIndex: 'productCode', width: 140 },
    { title: 'Prodotto', dataIndex: 'description', ellipsis: { showTitle: true } },
    {
      title: 'Prezzo di listino',
      dataIndex: 'defaultPrice',
      width: 150,
      render: (amount: string | null) => formatEuro(amount) || '—',
    },
    {
      title: 'Prezzo nel listino',
      key: 'price',
      width: 220,
      render: (_, row) => (
        <PriceCell
          row={row}
          onSave={(value) =>
            setPrice.mutateAsync({ productId: row.productId, price: value }).then(said(PRICE_LIST_SAVED.price))
          }
        />
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 60,
      render: (_, row) => (
        <RemoveButton
          title="Rimozione prezzo"
          content={`Il prodotto ${row.productCode} torna al suo prezzo di listino per chi ha questo listino.`}
          label={`Rimuovi ${row.productCode}`}
          onConfirm={() => removePrice.mutateAsync(row.productId).then(said(PRICE_LIST_SAVED.priceRemoved))}
        />
      ),
    },
  ];
  const priceValid = PRICE_PATTERN.test(price.trim());
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Input
          aria-label="Prezzo del prodotto da aggiungere"
          placeholder="Prezzo, es. 12,50"
          value={price}
          status={price && !priceValid ? 'error' : undefined}
          suffix="€"
          style={{ width: 180 }}
          onChange={(event) => setNewPrice(event.target.value)}
        />
        <div style={{ flex: 1, minWidth: 320 }}>
          <AddByLookup<ProductRef>
            id="price-list-product"
            ariaLabel="Prodotto da aggiungere"
            placeholder="Cerca prodotto per codice o descrizione"
            addLabel="Aggiungi prezzo"
            query={productLookup()}
            labelOf={(product) => `${product.productCode} - ${product.description}`}
            keyOf={(product) => String(product.id)}
            disabled={!priceValid}
            onAdd={async (product) => {
              await setPrice
                .mutateAsync({ productId: product.id, price: price.trim() })
                .then(said(PRICE_LIST_SAVED.priceAdded));
              setNewPrice('');
            }}
          />
        </div>
      </Flex>
      <QueryTable<PriceListPrice>
        query={prices}
        columns={columns}
        rowKey="productId"
        emptyText="Nessun prezzo: chi ha il listino paga i prezzi di listino dei prodotti"
        errorText="Impossibile caricare i prezzi del listino."
      />
    </Flex>
  );
}

function ClientsPanel({ code }: { code: string }) {
  const clients = usePriceListClients(code);
  const add = useAddPriceListClient(code);
  const setDefault = useSetClientDefault(code);
  const remove = useRemovePriceListClient(code);
  const [asDefault, setAsDefault] = useState(false);
  const said = useSaid();
  const columns: TableColumnsType<PriceListClient> = [
    { title: 'Codice cliente', dataIndex: 'customerCode', width: 150 },
    { title: 'Cliente', dataIndex: 'clientName', ellipsis: { showTitle: true } },
    {
      title: 'Listino del cliente',
      key: 'default',
      width: 170,
      render: (_, client) => (
        <Switch
          checked={client.isDefault}
          aria-label={`Listino del cliente ${client.clientName}`}
          loading={setDefault.isPending && setDefault.variables?.clientId === client.clientId}
          onChange={(isDefault) =>
            setDefault.mutate(
              { clientId: client.clientId, isDefault },
              { onSuccess: said(PRICE_LIST_SAVED.clientDefault) },
            )
          }
        />
      ),
    },
    { title: 'Utenti con il listino', dataIndex: 'users', width: 170, align: 'right' },
    {
      title: '',
      key: 'actions',
      width: 60,
      render: (_, client) => (
        <RemoveButton
          title="Rimozione cliente"
          content={`Gli utenti di ${client.clientName} non potranno più avere questo listino.`}
          label={`Rimuovi ${client.clientName}`}
          onConfirm={() => remove.mutateAsync(client.clientId).then(said(PRICE_LIST_SAVED.clientRemoved))}
        />
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <div style={{ flex: 1, minWidth: 320 }}>
          <AddByLookup<ClientAccount>
            id="price-list-client"
            ariaLabel="Cliente da aggiungere"
            placeholder="Cerca cliente per nome o codice"
            addLabel="Aggiungi cliente"
            query={clientLookup}
            labelOf={clientLabel}
            keyOf={(client) => String(client.clientId)}
            onAdd={(client) =>
              add
                .mutateAsync({ clientId: client.clientId, isDefault: asDefault })
                .then(said(PRICE_LIST_SAVED.clientAdded))
            }
          />
        </div>
        <Checkbox checked={asDefault} onChange={(event) => setAsDefault(event.target.checked)}>
          Come listino del cliente
        </Checkbox>
      </Flex>
      <QueryTable<PriceListClient>
        query={clients}
        columns={columns}
        rowKey="clientId"
        emptyText="Nessun cliente usa questo listino"
        errorText="Impossibile caricare i clienti del listino."
      />
    </Flex>
  );
}

/** `/price-list/{code}`: a price list's description, its prices per product, its clients and history. */
export default function PriceListPage() {
  const { code = '' } = useParams();
  const list = usePriceList(code);
  const describe = useDescribePriceList(code);
  return (
    <EditScreen<{ descrizione: string }, PriceList>
      isNew={false}
      record={list}
      recordKey={`${code}-${list.data?.descrizione ?? ''}`}
      initialValues={{ descrizione: list.data?.descrizione ?? '' }}
      validationSchema={DESCRIPTION_SCHEMA}
      // Created on the list page; its prices and clients save on their own, so the screen stays.
      saving={{ update: (values) => describe.mutateAsync(values.descrizione.trim()), stayAfterUpdate: true }}
      title={`Listino ${list.data?.codice ?? code}`}
      backTo={paths.priceLists.list()}
      initialPanel="prices"
      panels={() => [
        {
          key: 'list',
          title: 'Listino',
          subtitle: 'Codice e descrizione',
          icon: <BankOutlined />,
          content: (
            <TextField name="descrizione" label="Descrizione" required maxLength={PRICE_LIST_LIMITS.description} />
          ),
        },
        {
          key: 'prices',
          title: 'Prezzi',
          subtitle: 'Quanto paga chi ha il listino',
          icon: <AppstoreOutlined />,
          content: <PricesPanel code={code} />,
        },
        {
          key: 'clients',
          title: 'Clienti',
          subtitle: 'I clienti i cui utenti possono averlo',
          icon: <TeamOutlined />,
          content: <ClientsPanel code={code} />,
        },
        historyPanel('price-list', list.data?.codice ?? null),
      ]}
    />
  );
}
