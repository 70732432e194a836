/** The Italian texts of foreign-company reports (spec 001 §4, and those designed here). */
export const FOREIGN_MESSAGES = {
  // Spec 001 §4.
  notOnlineTitle: 'Report non disponibile online',
  offerOffline: 'Vuoi procedere acquistando il nostro servizio offline?',
  companyNotFound: 'Impresa estera non trovata',
  productNotOffered: 'Il report scelto non è disponibile per questa impresa',
  purchaseIncomplete: 'Indicare il report da acquistare o i dati della richiesta offline',
  translationConfirm: (price: string) => `La traduzione in inglese ha un costo aggiuntivo di ${price}: confermi?`,
} as const;
