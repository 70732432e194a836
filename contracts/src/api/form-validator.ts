/** The form-validator endpoints. */
import { endpoint } from './endpoint.ts';
import { ValidatorBody, ValidatorResult } from './subjects.ts';

/** Every form-validator endpoint: the one declaration the API registers and the clients call. */
export const formValidatorEndpoints = {
  postFormFieldProcessValidator: endpoint({
    method: 'POST',
    path: '/api/form/field/process/validator',
    access: 'user',
    tags: ['validazione'],
    summary: 'Controlla una partita IVA (PI) o un codice fiscale (CF)',
    description:
      'Risponde sempre 200 per un valore da controllare: context.valid dice se è valido, message perché no. ' +
      'Un valore vuoto non è controllato (valido).',
    body: ValidatorBody,
    response: ValidatorResult,
  }),
};
