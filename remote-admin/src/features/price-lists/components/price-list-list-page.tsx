import { Link } from '@portal/shared-auth/router';
import { TextField, contractRules, yup } from '@portal/shared-ui/forms';
import { NewPriceListInput } from '@portal/contracts/api/users';
import { CODE_PATTERN, CODE_PATTERN_MESSAGE } from '../../../components/code-availability';
import { InlineCreate } from '../../../components/inline-create';
import type { PriceList } from '@portal/contracts/api/users';
import { PRICE_LIST_LIMITS } from '@portal/contracts/users';
import {
  ACTION_COLUMN,
  Button,
  EditOutlined,
  type TableColumnsType,
  WholeListScreen,
  useListState,
  PAGE_SIZES,
} from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { useCreatePriceList, usePriceLists } from '../api/price-lists';

const columns: TableColumnsType<PriceList> = [
  { title: 'Codice', dataIndex: 'codice', width: 220 },
  { title: 'Descrizione', dataIndex: 'descrizione' },
  { title: 'Clienti', dataIndex: 'clients', width: 100, align: 'right' },
  { title: 'Prodotti', dataIndex: 'products', width: 100, align: 'right' },
  {
    title: '',
    key: ACTION_COLUMN,
    width: 130,
    render: (_, list) => (
      <Link to={paths.priceLists.edit(list.codice)}>
        <Button icon={<EditOutlined />} aria-label={`Modifica ${list.codice}`}>
          Modifica
        </Button>
      </Link>
    ),
  },
];

const contract = contractRules(NewPriceListInput, ['codice', 'descrizione']);
const schema = yup.object({
  ...contract,
  codice: contract.codice.matches(CODE_PATTERN, CODE_PATTERN_MESSAGE),
});

/** `/price-lists`: the price-list profiles, how many clients and products each has, and a new one. */

export default function PriceListListPage() {
  const lists = usePriceLists();
  const create = useCreatePriceList();
  const list = useListState({ defaultSize: 20 });
  return (
    <WholeListScreen<PriceList>
      title="Listini"
      list={list}
      query={lists}
      search={{ placeholder: 'Cerca listino', textOf: (row) => `${row.codice} ${row.descrizione}` }}
      sizeOptions={PAGE_SIZES}
      aboveTable={
        <InlineCreate
          title="Nuovo listino"
          initialValues={{ codice: '', descrizione: '' }}
          validationSchema={schema}
          submitLabel="Crea listino"
          createdText="Listino creato"
          create={(values) =>
            create.mutateAsync({ codice: values.codice.trim(), descrizione: values.descrizione.trim() })
          }
        >
          <div style={{ minWidth: 220 }}>
            <TextField name="codice" label="Codice" required maxLength={PRICE_LIST_LIMITS.code} />
          </div>
          <div style={{ minWidth: 320, flex: 1 }}>
            <TextField name="descrizione" label="Descrizione" required maxLength={PRICE_LIST_LIMITS.description} />
          </div>
        </InlineCreate>
      }
      columns={columns}
      rowKey="codice"
      emptyText="Nessun listino"
    />
  );
}
