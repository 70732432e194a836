import type { ValidatorResult } from '@portal/contracts/api/subjects';
import { api } from '@portal/shared-auth';

export type ValidatorType = 'PI' | 'CF';

type ValidatorAnswer = ValidatorResult;

/** Answers per type, value and subject type: each value is asked once (spec 000 §5). */
const cache = new Map<string, Promise<string | null>>();

/**
 * The server's verdict on a partita IVA or codice fiscale: null when valid, else its message.
 * Empty values are not checked.
 */
export function validateField(type: ValidatorType, value: string, subjectType: 'PG' | 'PF'): Promise<string | null> {
  const text = value.trim();
  if (!text) return Promise.resolve(null);
  const key = `${type}|${text}|${subjectType}`;
  let answer = cache.get(key);
  if (!answer) {
    answer = api
      .request<ValidatorAnswer>({
        method: 'POST',
        url: '/api/form/field/process/validator',
        data: { type, value: text, subjectType },
      })
      .then((envelope) => (envelope.context.valid ? null : (envelope.message ?? 'Valore non valido')));
    // A failed call is not an answer: the next check asks again.
    answer.catch(() => cache.delete(key));
    cache.set(key, answer);
  }
  return answer;
}

export function clearValidatorCache(): void {
  cache.clear();
}
