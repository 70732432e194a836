import { answer } from '../../http/endpoint-route.ts';
import { foreignEndpoints } from '@portal/contracts/api/foreign';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { foreignAvailability, placeForeignPurchase } from './purchase.ts';
import { accountMailer } from '../auth/service.ts';

/** Foreign-company reports (spec 001 §2.4, §4, §7): the provider's nations and companies, and the purchase. */
const foreign: FastifyPluginAsyncTypebox = async (app) => {
  const provider = app.providers.foreign;
  const mailer = accountMailer(app);

  answer(app, foreignEndpoints.getCofaceNationCodes, () => provider.nationCodes());

  answer(app, foreignEndpoints.getCofaceForeignCompanies, async (request) => {
    const { search = '', country, page = 0, size = 10 } = request.query;
    return await provider.search({ search: search.trim(), country: country ?? null, page, size });
  });

  answer(app, foreignEndpoints.postCofaceCheckOnlineAvailability, (request, { db, who }) =>
    foreignAvailability(db, provider, who, request.body.companyId),
  );

  answer(app, foreignEndpoints.postCofacePurchase, async (request, { db, who }) => {
    const lifecycle = { db, hub: app.notifications, mailer, mailFrom: app.config.mailFrom };
    return await placeForeignPurchase(lifecycle, provider, who, request.body, app.config.clock());
  });
};

export default foreign;
