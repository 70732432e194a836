import type { ReactNode } from 'react';
import { Alert, App, Flex, QueryTable, RemoveButton, type LookupQuery, type TableColumnsType } from '@portal/shared-ui';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { AddByLookup } from '../../../components/add-by-lookup';
import { clientLabel, clientLookup } from '../../../api/search-clients';
import { productLookup } from '../../../api/search-products';
import {
  useAddProcessingLink,
  useProcessingLinks,
  useRemoveProcessingLink,
  type LinkKind,
} from '../api/processing-links';
import { PROCESSING_LIMITS, type ClientAccount, type ProductRef } from '../types/processing';

/** Spec 002 §9: the processing screen's lookups wait 1000 ms. */
export const PROCESSING_LOOKUP_DELAY_MS = 1000;

interface LinkRow {
  id: number;
  targetId: number;
  code: string;
  description: string;
}

interface PanelProps<T> {
  processingId: number;
  kind: LinkKind;
  disabled?: boolean;
  columns: { code: string; description: string };
  lookup: {
    ariaLabel: string;
    placeholder: string;
    addLabel: string;
    /** The suggestions' query for a typed text. */
    query: LookupQuery<T>;
    labelOf: (item: T) => string;
    idOf: (item: T) => number;
    limit?: number;
  };
  alreadyLinked: string;
  removalTitle: string;
  intro?: ReactNode;
}

/**
 * A processing's clients or products (spec 002 §2.14): a lookup adds one at once, a link made
 * before is refused with its message and the input reset, a removal asks confirmation first.
 */
function ProcessingLinksPanel<T>({ processingId, kind, disabled, columns, lookup, ...texts }: PanelProps<T>) {
  const { message } = App.useApp();
  const links = useProcessingLinks(processingId, kind);
  const add = useAddProcessingLink(processingId, kind);
  const remove = useRemoveProcessingLink(processingId, kind);
  const rows: LinkRow[] = (links.data ?? []).map((link) =>
    'client' in link
      ? { id: link.id, targetId: link.clientId, code: link.client.customerCode, description: link.client.head1 }
      : {
          id: link.id,
          targetId: link.productId,
          code: link.product.productCode,
          description: link.product.description,
        },
  );

  const onAdd = async (item: T) => {
    if (rows.some((row) => row.targetId === lookup.idOf(item))) {
      void message.error(texts.alreadyLinked);
      return; // resolved: the lookup is reset (spec 002 §5)
    }
    await add.mutateAsync(lookup.idOf(item));
  };

  const tableColumns: TableColumnsType<LinkRow> = [
    { title: columns.code, dataIndex: 'code', width: 180 },
    { title: columns.description, dataIndex: 'description', ellipsis: { showTitle: true } },
    {
      title: '',
      key: 'actions',
      width: 80,
      align: 'right',
      render: (_, row) => (
        <RemoveButton
          title={texts.removalTitle}
          label={`Rimuovi ${row.description}`}
          disabled={disabled}
          onConfirm={() => remove.mutateAsync(row.id)}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {texts.intro}
      <AddByLookup<T>
        id={`processing-${kind}-lookup`}
        ariaLabel={lookup.ariaLabel}
        placeholder={lookup.placeholder}
        addLabel={lookup.addLabel}
        query={lookup.query}
        labelOf={lookup.labelOf}
        keyOf={(item) => String(lookup.idOf(item))}
        onAdd={onAdd}
        delay={PROCESSING_LOOKUP_DELAY_MS}
        limit={lookup.limit}
        disabled={disabled}
      />
      <QueryTable<LinkRow>
        query={links}
        rows={links.data && rows}
        columns={tableColumns}
        rowKey="id"
        emptyText="Nessun collegamento"
        errorText="Impossibile caricare i collegamenti."
      />
    </Flex>
  );
}

export function ProcessingClientsPanel({ processingId, disabled }: { processingId: number; disabled?: boolean }) {
  return (
    <ProcessingLinksPanel<ClientAccount>
      processingId={processingId}
      kind="client"
      disabled={disabled}
      intro={<Alert type="info" showIcon title="Senza clienti collegati l'elaborazione vale per tutti i clienti." />}
      columns={{ code: 'Codice cliente', description: 'Cliente' }}
      lookup={{
        ariaLabel: 'Cliente da collegare',
        placeholder: 'Cerca cliente per nome o codice',
        addLabel: 'Collega cliente',
        query: clientLookup,
        labelOf: clientLabel,
        idOf: (client) => client.clientId,
      }}
      alreadyLinked={CATALOGUE_MESSAGES.clientAlreadyLinked}
      removalTitle="Rimozione cliente"
    />
  );
}

export function ProcessingProductsPanel({ processingId, disabled }: { processingId: number; disabled?: boolean }) {
  return (
    <ProcessingLinksPanel<ProductRef>
      processingId={processingId}
      kind="product"
      disabled={disabled}
      columns={{ code: 'Codice prodotto', description: 'Descrizione' }}
      lookup={{
        ariaLabel: 'Prodotto da collegare',
        placeholder: 'Cerca prodotto per codice o descrizione',
        addLabel: 'Collega prodotto',
        query: productLookup({ limit: PROCESSING_LIMITS.productSuggestions }),
        labelOf: (product) => `${product.productCode} - ${product.description}`,
        idOf: (product) => product.id,
        limit: PROCESSING_LIMITS.productSuggestions,
      }}
      alreadyLinked={CATALOGUE_MESSAGES.productAlreadyLinked}
      removalTitle="Rimozione prodotto"
    />
  );
}
