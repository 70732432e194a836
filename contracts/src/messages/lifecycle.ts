/** The Italian texts of an offline request's life: approval, fulfilment, cancellation, delivery. */
import { REQUEST_STATUS_NAMES } from '../request-status.ts';

/** 001 §9: an offline request can be cancelled within an hour of its creation. */
export const CANCELLATION_WINDOW_MINUTES = 60;
/** 001 §9: how long results are kept. */
export const OFFLINE_RESULT_DAYS = 120;
export const ONLINE_RESULT_MONTHS = 24;
/** The largest result file the back office attaches. */
export const MAX_RESULT_MB = 20;
/** The operator's notes on a standard document, at most. */
export const OPERATOR_NOTES_MAX = 1000;
export const RESULT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.zip', '.txt', '.csv'] as const;

type Status = keyof typeof REQUEST_STATUS_NAMES;

export const LIFECYCLE_MESSAGES = {
  illegal: (status: Status) =>
    `Operazione non consentita: la richiesta è ${REQUEST_STATUS_NAMES[status].toLowerCase()}`,
  onlineNotCancellable: 'Le richieste online non possono essere annullate',
  cancellationExpired: `Le richieste offline si possono annullare entro ${CANCELLATION_WINDOW_MINUTES} minuti dalla creazione`,
  notApprover: 'Non sei un approvatore del tuo cliente',
  // Four eyes: the one who asked never decides.
  ownApproval: 'Non puoi approvare una tua richiesta: deve farlo un altro approvatore',
  ownFulfilment: 'Non puoi evadere una tua richiesta: deve farlo un altro operatore',
  reasonRequired: 'Indicare il motivo',
  resultType: `Gli unici tipi di file accettabili sono ${RESULT_EXTENSIONS.join(', ')}`,
  resultTooLarge: `Il file supera la dimensione massima di ${MAX_RESULT_MB} MB`,
  resultExpired: (offline: boolean) =>
    offline
      ? `L'esito non è più disponibile: gli esiti delle richieste offline sono conservati ${OFFLINE_RESULT_DAYS} giorni`
      : `L'esito non è più disponibile: gli esiti delle richieste online sono conservati ${ONLINE_RESULT_MONTHS} mesi`,
  // What the customer and the approvers are told.
  approvalSubject: 'Richiesta da approvare',
  approvalText: (requester: string, product: string, id: number) =>
    `${requester} ha inviato la richiesta n. ${id} (${product}), che attende la tua approvazione.`,
  approvedText: (id: number) => `La richiesta n. ${id} è stata approvata ed è in lavorazione.`,
  rejectedText: (id: number, reason: string) =>
    `La richiesta n. ${id} è stata rifiutata: ${reason}. Il credito è stato riaccreditato.`,
  fulfilledSubject: 'Richiesta evasa',
  fulfilledText: (id: number, product: string) =>
    `La richiesta n. ${id} (${product}) è stata evasa: l'esito è disponibile.`,
  cancelledText: (id: number, reason: string) =>
    `La richiesta n. ${id} è stata annullata: ${reason}. Il credito è stato riaccreditato.`,
  digestSubject: (kind: 'approval' | 'fulfilment', period: 'D' | 'W') =>
    kind === 'approval'
      ? 'Riepilogo giornaliero delle richieste da approvare'
      : period === 'D'
        ? 'Riepilogo giornaliero delle richieste evase'
        : 'Riepilogo settimanale delle richieste evase',
} as const;
