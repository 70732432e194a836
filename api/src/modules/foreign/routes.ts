import { route } from '../../http/endpoint-route.ts';
import { foreignEndpoints } from '@portal/contracts/api/foreign';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';
import { createForeignProvider } from '../../foreign/create-provider.ts';
import { caller } from '../../plugins/tenant.ts';
import { alertLowBalance } from '../../services/balance-alert.ts';
import { addAmounts } from '../credit/service.ts';
import { foreignAvailability, purchaseForeign } from '../../services/foreign-purchase.ts';
import { notifyApprovers } from '../../services/request-lifecycle.ts';
import { accountMailer } from '../auth/account.ts';

/** Foreign-company reports (spec 001 §2.4, §4, §7): the provider's nations and companies, and the purchase. */
const foreign: FastifyPluginAsyncTypebox = async (app) => {
  const provider = createForeignProvider(app.config.foreignProvider, app.db);
  const mailer = accountMailer(app);

  route(app, foreignEndpoints.getCofaceNationCodes, async () => envelope(await provider.nationCodes()));

  route(app, foreignEndpoints.getCofaceForeignCompanies, async (request) => {
    const { search = '', country, page = 0, size = 10 } = request.query;
    return envelope(await provider.search({ search: search.trim(), country: country ?? null, page, size }));
  });

  route(app, foreignEndpoints.postCofaceCheckOnlineAvailability, async (request) =>
    envelope(await foreignAvailability(app.db, provider, caller(request), request.body.companyId)),
  );

  route(app, foreignEndpoints.postCofacePurchase, async (request) => {
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
  });
};

export default foreign;
