import type { FastifyPluginAsync } from 'fastify';
import { codiceFiscaleError, type SubjectType } from '../../data/italian/codice-fiscale.ts';
import { partitaIvaError } from '../../data/italian/partita-iva.ts';
import { envelope } from '../../errors.ts';
import { responses } from '../../schemas/common.ts';
import { validatorBody, validatorResult } from '../../schemas/form-validator.ts';

type ValidatorBody = { type: 'PI' | 'CF'; value: string | null; subjectType?: SubjectType | null };

const formValidator: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ValidatorBody }>(
    '/api/form/field/process/validator',
    {
      config: { access: 'user' },
      schema: {
        tags: ['validazione'],
        summary: 'Controlla una partita IVA (PI) o un codice fiscale (CF)',
        description:
          'Risponde sempre 200 per un valore da controllare: context.valid dice se è valido, message perché no. ' +
          'Un valore vuoto non è controllato (valido).',
        body: validatorBody,
        response: responses(validatorResult),
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
