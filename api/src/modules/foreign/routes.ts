import { route } from '../../http/endpoint-route.ts';
import { foreignEndpoints } from '@portal/contracts/api/foreign';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { foreignAvailability, placeForeignPurchase } from '../../services/foreign-purchase.ts';
import { accountMailer } from '../auth/account.ts';

/** Foreign-company reports (spec 001 §2.4, §4, §7): the provider's nations and companies, and the purchase. */
const foreign: FastifyPluginAsyncTypebox = async (app) => {
  const provider = app.providers.foreign;
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
    const lifecycle = { db: app.db, hub: app.notifications, mailer, mailFrom: app.config.mailFrom };
    return envelope(await placeForeignPurchase(lifecycle, provider, who, request.body, app.config.clock()));
  });
};

export default foreign;
