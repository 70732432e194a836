import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyIdInput,
  ForeignAvailability,
  ForeignCompaniesPage,
  ForeignCompaniesQuery,
  ForeignPurchase,
  ForeignPurchaseInput,
  NationCode,
} from '@portal/contracts/api/foreign';
import { Type } from '@portal/contracts/api/schema';
import { FOREIGN_MESSAGES, ORDERING_MESSAGES } from '@portal/contracts/messages';
import { envelope } from '../../errors.ts';
import { createForeignProvider } from '../../foreign/provider.ts';
import { caller } from '../../plugins/tenant.ts';
import { responses } from '../../schemas/common.ts';
import { alertLowBalance } from '../../services/balance-alert.ts';
import { addAmounts } from '../../services/credit-service.ts';
import { foreignAvailability, purchaseForeign } from '../../services/foreign-purchase.ts';
import { notifyApprovers } from '../../services/request-lifecycle.ts';
import { accountMailer } from '../auth/account.ts';

const TAGS = ['imprese estere'];
const signedIn = { access: 'user' as const };

/** Foreign-company reports (spec 001 §2.4, §4, §7): the provider's nations and companies, and the purchase. */
const foreign: FastifyPluginAsyncTypebox = async (app) => {
  const provider = createForeignProvider(app.config.foreignProvider, app.db);
  const mailer = accountMailer(app);

  app.get(
    '/api/coface/nation-codes',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Le nazioni del fornitore, con i due prodotti online di ciascuna',
        response: responses(Type.Array(NationCode)),
      },
    },
    async () => envelope(await provider.nationCodes()),
  );

  app.get(
    '/api/coface/foreign-companies',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Ricerca di imprese estere per nome, partita IVA o numero di registrazione, e nazione',
        querystring: ForeignCompaniesQuery,
        response: responses(ForeignCompaniesPage),
      },
    },
    async (request) => {
      const { search = '', country, page = 0, size = 10 } = request.query;
      return envelope(await provider.search({ search: search.trim(), country: country ?? null, page, size }));
    },
  );

  app.post(
    '/api/coface/check-online-availability',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: "Se il report dell'impresa è disponibile online: i prodotti e i prezzi, e quelli dell'offline",
        body: CompanyIdInput,
        response: responses(ForeignAvailability),
      },
    },
    async (request) => envelope(await foreignAvailability(app.db, provider, caller(request), request.body.companyId)),
  );

  app.post(
    '/api/coface/purchase',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary:
          'Acquista il report online (productCode) o la richiesta offline (offline), con la traduzione se in inglese',
        description:
          `409 "${FOREIGN_MESSAGES.notOnlineTitle}" (context.offline = true) se il fornitore non consegna il report ` +
          `online: nulla è addebitato. 409 "${ORDERING_MESSAGES.insufficientCredit}" se il credito non basta per ` +
          "l'intero acquisto (report e traduzione sono una transazione).",
        body: ForeignPurchaseInput,
        response: responses(ForeignPurchase),
      },
    },
    async (request) => {
      const who = caller(request);
      const bought = await purchaseForeign(app.db, provider, who, request.body, app.config.clock());
      const spent = bought.translation
        ? addAmounts(bought.request.price, bought.translation.price)
        : bought.request.price;
      await alertLowBalance(app.db, app.notifications, who, {
        credit: (bought.translation ?? bought.request).credit,
        price: spent,
      });
      const lifecycle = { db: app.db, hub: app.notifications, mailer, mailFrom: app.config.mailFrom };
      for (const created of [bought.request, bought.translation]) {
        if (created?.status === 'TO_APPROVE') await notifyApprovers(lifecycle, who.tenantId, created.idRichiesta);
      }
      return envelope(bought);
    },
  );
};

export default foreign;
