import type { AttemptCounter } from '../auth/attempt-counter.ts';
import type { Mailer } from './mailer.ts';

/** Account mails one address may receive in an hour: enough for a user, too few to flood a mailbox. */
export const MAILS_PER_RECIPIENT = { max: 3, windowMs: 60 * 60 * 1000 };

export class RecipientLimitError extends Error {
  constructor() {
    super('too many account mails to this recipient');
    this.name = 'RecipientLimitError';
  }
}

/**
 * A mailer that refuses (throws) beyond `max` mails per recipient in the window, whoever asks
 * for them and from wherever: the per-address limit of the public routes does not stop many
 * addresses mailing one mailbox. Callers send quietly, so the answer does not change.
 */
export function limitPerRecipient(mailer: Mailer, counts: AttemptCounter): Mailer {
  return {
    async send(mail) {
      if (!(await counts.tryAttempt([{ key: mail.to.trim().toLowerCase() }]))) throw new RecipientLimitError();
      return mailer.send(mail);
    },
  };
}
