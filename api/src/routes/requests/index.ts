import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import { NewRequestInput, RequestCreated, RequestQuote, RequestQuoteQuery } from '@portal/contracts/api/requests';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { responses } from '../../schemas/common.ts';
import { createRequest, quote } from '../../services/requests-service.ts';

const TAGS = ['richieste'];
const signedIn = { access: 'user' as const };

/** Requests of the signed-in user's client (spec 001 §3, §4). */
const requests: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/requests/quote',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Prezzo del prodotto per il cliente e credito residuo',
        querystring: RequestQuoteQuery,
        response: responses(RequestQuote),
      },
    },
    async (request) => envelope(await quote(app.db, caller(request), request.query.productId)),
  );

  app.post(
    '/api/requests',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Crea una richiesta: prezzo, addebito sul credito e richiesta in una transazione',
        description:
          `La form è controllata di nuovo con le regole del browser (400 con il messaggio del primo campo). ` +
          `409 "${ORDERING_MESSAGES.insufficientCredit}" se il credito non basta: nulla viene scritto. ` +
          'I prodotti online risultano COMPLETED, gli offline PENDING con la data di evasione in giorni lavorativi ' +
          '(festività italiane, limite delle 11:00), i web service WS.',
        body: NewRequestInput,
        response: responses(RequestCreated),
      },
    },
    async (request) => envelope(await createRequest(app.db, caller(request), request.body)),
  );
};

export default requests;
