import type { RequestCreated } from '@portal/contracts/api/requests';
import { Alert, formatEuro } from '@portal/shared-ui';

/** What a saved request cost and what it left ('Richiesta salvata', spec 001 §2.2). */
export function chargeText(created: Pick<RequestCreated, 'status' | 'price' | 'credit'>): string {
  // Waiting for approval, the price is held, not spent: a rejection gives it back (issue 46).
  return created.status === 'TO_APPROVE'
    ? `Importo trattenuto sul credito fino all’approvazione (restituito se la richiesta viene rifiutata): ${formatEuro(created.price)}, credito residuo ${formatEuro(created.credit)}.`
    : `Addebito ${formatEuro(created.price)}, credito residuo ${formatEuro(created.credit)}.`;
}

/** The page state the saved step hands to the report it opens: the charge stays in sight there. */
export interface SavedRequestState {
  saved: Pick<RequestCreated, 'idRichiesta' | 'status' | 'price' | 'credit'>;
}

export function savedRequestOf(state: unknown): SavedRequestState['saved'] | null {
  const saved = (state as Partial<SavedRequestState> | null)?.saved;
  return saved && typeof saved.idRichiesta === 'number' ? saved : null;
}

/**
 * The report opens 500 ms after the request is saved (spec 001 §2.2); what it cost and the
 * credit left come along, until the customer closes them or moves on.
 */
export function SavedRequestNotice({ saved }: { saved: SavedRequestState['saved'] }) {
  return (
    <Alert
      type="success"
      showIcon
      closable
      title={`Richiesta n. ${saved.idRichiesta} salvata`}
      description={chargeText(saved)}
    />
  );
}
