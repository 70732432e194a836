import type { SubjectKind } from '@portal/contracts/subjects';
import { formValidatorEndpoints } from '@portal/contracts/endpoints/form-validator';
import { fiscalCodeShapeError, type CodeValidator } from '@portal/contracts/fiscal-codes';
// Both through the package (the main entry and the query entry, shared modules): this module is
// bundled into the forms that use it, and must keep its verdicts in the one client every app shares.
import { callForEnvelope } from '@portal/shared-auth';
import { queryClient } from '@portal/shared-auth/query';

export type ValidatorType = CodeValidator;

const VALIDATOR_KEY = ['field-validator'] as const;

function askServer(type: ValidatorType, value: string, subjectType: SubjectKind): Promise<string | null> {
  return callForEnvelope(formValidatorEndpoints.postFormFieldProcessValidator, {
    body: { type, value, subjectType },
  }).then((envelope) => (envelope.context.valid ? null : (envelope.message ?? 'Valore non valido')));
}

/**
 * `@portal/shared-auth/validate-field`. The server's verdict on a partita IVA, a codice fiscale or either (BOTH): null when valid, else its message.
 * Empty values are not checked. Each value is asked once (spec 000 §5): the query cache keeps
 * the verdicts, and a failed call is no verdict, so the next check asks again.
 */
export function validateField(type: ValidatorType, value: string, subjectType: SubjectKind): Promise<string | null> {
  const text = value.trim();
  if (!text) return Promise.resolve(null);
  // A value without the shape of a code is refused here: typing one asks the server only once.
  const shape = fiscalCodeShapeError(type, text, subjectType);
  if (shape) return Promise.resolve(shape);
  return queryClient.fetchQuery({
    queryKey: [...VALIDATOR_KEY, type, text, subjectType],
    queryFn: () => askServer(type, text, subjectType),
    staleTime: Infinity,
    retry: false,
  });
}

export function clearValidatorCache(): void {
  queryClient.removeQueries({ queryKey: VALIDATOR_KEY });
}
