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
