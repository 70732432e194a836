import { answer } from '../../http/endpoint-route.ts';
import { helpCenterEndpoints } from '@portal/contracts/api/help-center';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createMailer } from '../../mail/mailer.ts';
import { submitSupportRequest } from './service.ts';

const SENT = 'Richiesta inviata. Ti risponderemo entro 24 ore.';

const helpCenter: FastifyPluginAsyncTypebox = async (app) => {
  const { smtpUrl, outboxDir, mailFrom, supportMailTo } = app.config;
  const mailer = createMailer({ smtpUrl, outboxDir, log: app.log });

  answer(
    app,
    helpCenterEndpoints.postHelpCenterContactSupport,
    (request, { db, who }) =>
      submitSupportRequest({ db, mailer, mailFrom, supportMailTo, log: request.log }, who, request.body),
    { message: SENT },
  );
};

export default helpCenter;
