import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { codiceFiscaleError } from '../../italian/codice-fiscale.ts';
import { partitaIvaError } from '../../italian/partita-iva.ts';
import { envelope } from '../../errors.ts';
import { ValidatorBody, ValidatorResult } from '@portal/contracts/api/subjects';
import { responses } from '../../schemas/common.ts';

const formValidator: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/form/field/process/validator',
    {
      config: { access: 'user' },
      schema: {
        tags: ['validazione'],
        summary: 'Controlla una partita IVA (PI) o un codice fiscale (CF)',
        description:
          'Risponde sempre 200 per un valore da controllare: context.valid dice se è valido, message perché no. ' +
          'Un valore vuoto non è controllato (valido).',
        body: ValidatorBody,
        response: responses(ValidatorResult),
      },
    },
    async (request) => {
      const { type, subjectType } = request.body;
      const value = request.body.value?.trim() ?? '';
      if (!value) return envelope({ valid: true });
      const message = type === 'PI' ? partitaIvaError(value) : await codiceFiscaleError(value, subjectType ?? null);
      return envelope({ valid: message === null }, message);
    },
  );
};

export default formValidator;
