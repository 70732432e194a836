import type { Mail } from './mailer.ts';
import type { SignUpApplicant } from '@portal/contracts/api/account';

/** The mails of the account pages (spec 000 §2.1), in Italian, plain text. */

interface Recipient {
  email: string;
  name: string;
  login: string;
}

export function resetPasswordMail(to: Recipient, from: string, link: string, ttlHours: number): Mail {
  return {
    to: to.email,
    from,
    subject: 'Reimposta la tua password',
    text:
      `Gentile ${to.name},\n\n` +
      `abbiamo ricevuto una richiesta di reimpostazione della password per l'utente ${to.login}.\n` +
      `Per scegliere una nuova password apri questo collegamento (valido ${ttlHours} ${ttlHours === 1 ? 'ora' : 'ore'}, una sola volta):\n\n` +
      `${link}\n\n` +
      'Se non hai chiesto tu la reimpostazione, ignora questo messaggio: la password attuale resta valida.\n',
  };
}

/** To a user the back office created: the link sets the first password. */
export function activationMail(to: Recipient, from: string, link: string, ttlHours: number): Mail {
  return {
    to: to.email,
    from,
    subject: 'Attiva il tuo account',
    text:
      `Gentile ${to.name},\n\n` +
      `è stato creato per te l'account ${to.login} sul portale.\n` +
      `Per attivarlo scegli la tua password da questo collegamento (valido ${ttlHours} ore, una sola volta):\n\n` +
      `${link}\n\n` +
      `Poi accedi con il nome utente ${to.login} e la password scelta.\n`,
  };
}

export function unlockAccountMail(to: Recipient, from: string, link: string, ttlHours: number): Mail {
  return {
    to: to.email,
    from,
    subject: 'Sblocca il tuo account',
    text:
      `Gentile ${to.name},\n\n` +
      `l'account ${to.login} è stato bloccato dopo troppi tentativi di accesso non riusciti.\n` +
      `Per sbloccarlo apri questo collegamento (valido ${ttlHours} ore, una sola volta):\n\n` +
      `${link}\n\n` +
      'Se non sei stato tu, dopo lo sblocco ti consigliamo di cambiare la password.\n',
  };
}

/** A recorded sign-up request: its number, the tenant's name and what the applicant gave. */
export type SignUpDetails = SignUpApplicant & { id: number; tenant: string };

/** To the back office, which approves or rejects the request. */
export function signUpRequestMail(details: SignUpDetails, to: string, from: string): Mail {
  return {
    to,
    from,
    replyTo: details.email,
    subject: `Richiesta di registrazione n. ${details.id} (${details.tenant}): ${details.companyName}`,
    text:
      `Nuova richiesta di registrazione n. ${details.id}\n\n` +
      `Tenant: ${details.tenant}\nRagione sociale: ${details.companyName}\nPartita IVA: ${details.partitaIva}\n` +
      `Nome: ${details.name}\nCognome: ${details.lastName}\nEmail: ${details.email}\n` +
      `Nome utente richiesto: ${details.username}\n`,
  };
}

/** To the applicant: the request arrived and is being reviewed. */
export function signUpReceivedMail(details: SignUpDetails, from: string): Mail {
  return {
    to: details.email,
    from,
    subject: 'Abbiamo ricevuto la tua richiesta di registrazione',
    text:
      `Gentile ${details.name},\n\n` +
      `abbiamo ricevuto la richiesta di registrazione per ${details.companyName} (P. IVA ${details.partitaIva}).\n` +
      "Ti scriveremo quando l'account sarà attivato.\n",
  };
}
