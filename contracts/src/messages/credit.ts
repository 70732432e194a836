/** The Italian texts of the credit dashboard and of top-ups. */
export const CREDIT_MESSAGES = {
  minimumTopUp: 'La ricarica minima è di 500,00 €',
  maximumTopUp: 'La ricarica massima è di 1.000.000,00 €',
  balanceLimit: 'Con questa ricarica il credito del cliente supererebbe il massimo gestibile (9.999.999.999,99 €)',
  amountFormat: 'Inserire un importo valido, con al massimo due decimali',
  topUpRequested: 'Richiesta di ricarica inviata: il back office la confermerà',
  topUpConfirmed: 'Ricarica confermata: il credito è stato aggiornato',
  topUpRejected: 'Richiesta di ricarica rifiutata',
  topUpNotFound: 'Richiesta di ricarica non trovata',
  topUpDecided: 'La richiesta di ricarica è già stata gestita',
  // Four eyes: the one who asked never confirms.
  ownTopUp: 'Non puoi confermare una tua richiesta di ricarica: deve farlo un altro operatore',
  thresholdSaved: 'Soglia di avviso salvata',
  alertSubject: 'Credito sotto la soglia',
  alertText: (balance: string, threshold: string) =>
    `Il credito residuo è di ${balance}, sotto la soglia di avviso di ${threshold}.`,
  confirmedSubject: 'Ricarica confermata',
  confirmedText: (amount: string, balance: string) =>
    `La ricarica di ${amount} è stata confermata: il credito residuo è di ${balance}.`,
  rejectedSubject: 'Ricarica rifiutata',
  rejectedText: (amount: string, reason: string) => `La ricarica di ${amount} è stata rifiutata: ${reason}`,
} as const;

/** The smallest top-up a customer may ask for, in euro (decimal text). */
export const MINIMUM_TOP_UP = '500.00';
/** The largest: a bank transfer of a customer, far below what a balance (numeric(12,2)) can hold. */
export const MAXIMUM_TOP_UP = '1000000.00';
