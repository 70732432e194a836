/** The Italian texts of permission management (spec 002 §2.16, §8, and the grant rules designed here). */
export const PERMISSION_MESSAGES = {
  saved: 'Permessi aggiornati',
  nothingChanged: 'Nessuna modifica da salvare',
  userNotFound: 'Utente non trovato',
  clientNotFound: 'Cliente non trovato',
  notHeld: (permission: string) => `Non puoi assegnare o revocare un permesso che non possiedi: ${permission}`,
  lastPermissionManager: 'Deve restare almeno un utente con il permesso Permessi',
  repeatedUser: 'Ogni utente può comparire una sola volta',
  repeatedPermission: 'Ogni permesso può comparire una sola volta per utente',
  addedAndRemoved: 'Un permesso non può essere aggiunto e rimosso insieme',
} as const;
