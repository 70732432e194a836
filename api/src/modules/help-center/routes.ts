import { answer } from '../../http/endpoint-route.ts';
import { helpCenterEndpoints } from '@portal/contracts/api/help-center';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requiredTexts } from '../../services/text-rules.ts';
import { createMailer } from '../../mail/mailer.ts';
import { insertSupportRequest, markSupportRequestMailed } from './service.ts';

const SENT = 'Richiesta inviata. Ti risponderemo entro 24 ore.';

const helpCenter: FastifyPluginAsyncTypebox = async (app) => {
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, outboxDir: app.config.outboxDir, log: app.log });

  answer(
    app,
    helpCenterEndpoints.postHelpCenterContactSupport,
    async (request, { db, who }) => {
      const { name, note } = requiredTexts({ name: request.body.name, note: request.body.note });
      const email = request.body.email.trim();

      // Stored first: the request is not lost if the mail server is down.
      const id = await insertSupportRequest(db, who.tenantId, { userId: who.userId, name, email, note });
      try {
        await mailer.send({
          to: app.config.supportMailTo,
          from: app.config.mailFrom,
          replyTo: email,
          subject: `Richiesta di assistenza n. ${id} (${who.tenantCode}) da ${name}`,
          text:
            `Richiesta di assistenza n. ${id}\n\n` +
            `Tenant: ${who.tenantCode}\nUtente: ${who.login} (id ${who.userId})\n` +
            `Nome: ${name}\nEmail: ${email}\n\n${note}\n`,
        });
        await markSupportRequestMailed(db, who.tenantId, id);
      } catch (error) {
        request.log.error({ err: error, supportRequestId: id }, 'support mail not sent; the request is stored');
      }
    },
    { message: SENT },
  );
};

export default helpCenter;
