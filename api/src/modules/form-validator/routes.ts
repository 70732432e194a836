import { route } from '../../http/endpoint-route.ts';
import { formValidatorEndpoints } from '@portal/contracts/api/form-validator';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { codeValidatorError } from '../../italian/code-validators.ts';
import { envelope } from '../../errors.ts';

const formValidator: FastifyPluginAsyncTypebox = async (app) => {
  route(app, formValidatorEndpoints.postFormFieldProcessValidator, async (request) => {
    const { type, subjectType } = request.body;
    const value = request.body.value?.trim() ?? '';
    if (!value) return envelope({ valid: true });
    const message = await codeValidatorError(type, value, subjectType ?? null);
    return envelope({ valid: message === null }, message);
  });
};

export default formValidator;
