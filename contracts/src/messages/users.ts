/** The Italian texts of user administration (spec 002 §5, §8, and those designed here). */
export const USER_MESSAGES = {
  loginTaken: 'Login già registrata',
  loginFormat: 'La login può contenere solo lettere, cifre, ".", "_" e "-"',
  userNotFound: 'Utente non trovato',
  clientNotFound: 'Cliente non trovato',
  profileRequired: 'Selezionare almeno un profilo',
  profileNotFound: 'Profilo non trovato',
  profileCodeTaken: 'Codice profilo già registrato',
  priceListNotOfClient: 'Il profilo listino non è tra quelli del cliente',
  selfBlock: 'Non puoi disattivare il tuo utente',
  /** The one rule of user administration: nobody acts on a user stronger than themselves. */
  strongerUser: (labels: readonly string[]) =>
    `Non puoi modificare questo utente: ha permessi che non possiedi (${labels.join(', ')})`,
  emailChangedSubject: 'Indirizzo email del tuo account cambiato',
  emailChangedText: (name: string, login: string, newEmail: string) =>
    `Gentile ${name},\n\nl'indirizzo email dell'account ${login} è stato cambiato in ${newEmail}.\n` +
    'Da ora le comunicazioni del portale, compresi i collegamenti per reimpostare la password, arriveranno lì.\n\n' +
    "Se non hai chiesto tu il cambio, rivolgiti subito all'amministratore del portale.\n",
  valueTooBig: (max: number) => `Inserire un valore minore di ${max}`,
  created: 'Utente creato: riceverà per email il collegamento per scegliere la password',
  activationSent: 'Mail di attivazione inviata di nuovo',
  alreadyActive: "L'utente ha già scelto la sua password",
  priceListNotFound: 'Profilo listino non trovato',
  priceListCodeTaken: 'Codice profilo listino già registrato',
  priceNotFound: 'Prezzo non presente nel listino',
  clientAlreadyLinked: 'Il cliente può già usare questo listino',
  clientNotLinked: 'Il cliente non usa questo listino',
  priceListInUse: (users: number) =>
    `Il listino è assegnato a ${users === 1 ? 'un utente' : `${users} utenti`} del cliente: cambia prima il loro profilo listino`,
} as const;
