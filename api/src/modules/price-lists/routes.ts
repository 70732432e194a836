import { answer } from '../../http/endpoint-route.ts';
import { priceListsEndpoints } from '@portal/contracts/api/price-lists';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logsActivity } from '../../plugins/activity.ts';
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
  answer(app, priceListsEndpoints.getPriceLists, (_request, { db, who }) => listPriceLists(db, who.tenantId));

  answer(
    app,
    priceListsEndpoints.postPriceList,
    (request, { db, who }) => createPriceList(db, who.tenantId, request.body),
    logsActivity.create('price-list', (list) => String(list.codice)),
  );

  answer(app, priceListsEndpoints.getPriceListByCode, (request, { db, who }) =>
    getPriceList(db, who.tenantId, request.params.code),
  );

  answer(
    app,
    priceListsEndpoints.putPriceListByCode,
    (request, { db, who }) => renamePriceList(db, who.tenantId, request.params.code, request.body.descrizione),
    logsActivity.update('price-list', byCode),
  );

  answer(app, priceListsEndpoints.getPriceListPricesByCode, (request, { db, who }) =>
    priceListPrices(db, who.tenantId, request.params.code),
  );

  answer(
    app,
    priceListsEndpoints.putPriceListPriceByCodeAndProductId,
    (request, { db, who }) =>
      setPrice(db, who.tenantId, request.params.code, request.params.productId, request.body.price),
    logsActivity.update('price-list', byCode),
  );

  answer(
    app,
    priceListsEndpoints.deletePriceListPriceByCodeAndProductId,
    (request, { db, who }) => removePrice(db, who.tenantId, request.params.code, request.params.productId),
    logsActivity.update('price-list', byCode),
  );

  answer(app, priceListsEndpoints.getPriceListClientsByCode, (request, { db, who }) =>
    priceListClients(db, who.tenantId, request.params.code),
  );

  answer(
    app,
    priceListsEndpoints.postPriceListClientByCode,
    (request, { db, who }) => addPriceListClient(db, who.tenantId, request.params.code, request.body),
    logsActivity.update('price-list', byCode),
  );

  answer(
    app,
    priceListsEndpoints.putPriceListClientByCodeAndClientId,
    (request, { db, who }) =>
      setDefaultForClient(db, who.tenantId, request.params.code, request.params.clientId, request.body.isDefault),
    logsActivity.update('price-list', byCode),
  );

  answer(
    app,
    priceListsEndpoints.deletePriceListClientByCodeAndClientId,
    (request, { db, who }) => removePriceListClient(db, who.tenantId, request.params.code, request.params.clientId),
    logsActivity.update('price-list', byCode),
  );
};

export default priceLists;
