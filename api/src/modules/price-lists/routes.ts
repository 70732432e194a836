import { route } from '../../http/endpoint-route.ts';
import { priceListsEndpoints } from '@portal/contracts/api/price-lists';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';
import { logsActivity } from '../../plugins/activity.ts';
import { caller } from '../../plugins/tenant.ts';
import {
  addPriceListClient,
  createPriceList,
  getPriceList,
  priceListClients,
  priceListPrices,
  removePrice,
  removePriceListClient,
  renamePriceList,
  setDefaultForClient,
  setPrice,
  listPriceLists,
} from './service.ts';
const byCode = (request: { params: unknown }) => (request.params as { code: string }).code;

/**
 * Price-list profiles (listini): the prices each charges and the clients whose users may have
 * it (spec 002 §3 Price-list profile; the screens are designed here). Manager permission.
 */
const priceLists: FastifyPluginAsyncTypebox = async (app) => {
  route(app, priceListsEndpoints.getPriceLists, async (request) =>
    envelope(await listPriceLists(app.db, caller(request).tenantId)),
  );

  route(
    app,
    priceListsEndpoints.postPriceList,
    async (request) => envelope(await createPriceList(app.db, caller(request).tenantId, request.body)),
    logsActivity.create('price-list', (list) => String(list.codice)),
  );

  route(app, priceListsEndpoints.getPriceListByCode, async (request) =>
    envelope(await getPriceList(app.db, caller(request).tenantId, request.params.code)),
  );

  route(
    app,
    priceListsEndpoints.putPriceListByCode,
    async (request) =>
      envelope(await renamePriceList(app.db, caller(request).tenantId, request.params.code, request.body.descrizione)),
    logsActivity.update('price-list', byCode),
  );

  route(app, priceListsEndpoints.getPriceListPricesByCode, async (request) =>
    envelope(await priceListPrices(app.db, caller(request).tenantId, request.params.code)),
  );

  route(
    app,
    priceListsEndpoints.putPriceListPriceByCodeAndProductId,
    async (request) =>
      envelope(
        await setPrice(
          app.db,
          caller(request).tenantId,
          request.params.code,
          request.params.productId,
          request.body.price,
        ),
      ),
    logsActivity.update('price-list', byCode),
  );

  route(
    app,
    priceListsEndpoints.deletePriceListPriceByCodeAndProductId,
    async (request) =>
      envelope(await removePrice(app.db, caller(request).tenantId, request.params.code, request.params.productId)),
    logsActivity.update('price-list', byCode),
  );

  route(app, priceListsEndpoints.getPriceListClientsByCode, async (request) =>
    envelope(await priceListClients(app.db, caller(request).tenantId, request.params.code)),
  );

  route(
    app,
    priceListsEndpoints.postPriceListClientByCode,
    async (request) =>
      envelope(await addPriceListClient(app.db, caller(request).tenantId, request.params.code, request.body)),
    logsActivity.update('price-list', byCode),
  );

  route(
    app,
    priceListsEndpoints.putPriceListClientByCodeAndClientId,
    async (request) =>
      envelope(
        await setDefaultForClient(
          app.db,
          caller(request).tenantId,
          request.params.code,
          request.params.clientId,
          request.body.isDefault,
        ),
      ),
    logsActivity.update('price-list', byCode),
  );

  route(
    app,
    priceListsEndpoints.deletePriceListClientByCodeAndClientId,
    async (request) =>
      envelope(
        await removePriceListClient(app.db, caller(request).tenantId, request.params.code, request.params.clientId),
      ),
    logsActivity.update('price-list', byCode),
  );
};

export default priceLists;
