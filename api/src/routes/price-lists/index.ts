import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USER_MESSAGES } from '@portal/contracts/messages';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { Type } from '@portal/contracts/api/schema';
import {
  NewPriceListInput,
  PriceInput,
  PriceList,
  PriceListClient,
  PriceListClientInput,
  PriceListClientParams,
  PriceListDefaultInput,
  PriceListInput,
  PriceListParams,
  PriceListPrice,
  PriceListProductParams,
} from '@portal/contracts/api/users';
import { envelope } from '../../errors.ts';
import { recordsActivity } from '../../plugins/activity.ts';
import { caller } from '../../plugins/tenant.ts';
import { listPriceLists } from '../../repositories/price-lists-repository.ts';
import { responses } from '../../schemas/common.ts';
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
} from '../../services/price-lists-service.ts';

const TAGS = ['listini'];
const manager = { access: [PERMISSIONS.manager] };
const byCode = (request: { params: unknown }) => (request.params as { code: string }).code;
const changes = { ...manager, activity: recordsActivity('price-list', 'update', byCode) };
const prices = responses(Type.Array(PriceListPrice));
const clients = responses(Type.Array(PriceListClient));

/**
 * Price-list profiles (listini): the prices each charges and the clients whose users may have
 * it (spec 002 §3 Price-list profile; the screens are designed here). Manager permission.
 */
const priceLists: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/price-lists',
    {
      config: manager,
      schema: { tags: TAGS, summary: 'I profili listino, per codice', response: responses(Type.Array(PriceList)) },
    },
    async (request) => envelope(await listPriceLists(app.db, caller(request).tenantId)),
  );

  app.post(
    '/api/price-list',
    {
      config: {
        ...manager,
        activity: recordsActivity('price-list', 'create', undefined, (list) => String(list.codice)),
      },
      schema: {
        tags: TAGS,
        summary: 'Crea un profilo listino',
        description: `Codice unico per tenant, in maiuscolo (409 "${USER_MESSAGES.priceListCodeTaken}").`,
        body: NewPriceListInput,
        response: responses(PriceList),
      },
    },
    async (request) => envelope(await createPriceList(app.db, caller(request).tenantId, request.body)),
  );

  app.get(
    '/api/price-list/:code',
    {
      config: manager,
      schema: { tags: TAGS, summary: 'Un profilo listino', params: PriceListParams, response: responses(PriceList) },
    },
    async (request) => envelope(await getPriceList(app.db, caller(request).tenantId, request.params.code)),
  );

  app.put(
    '/api/price-list/:code',
    {
      config: changes,
      schema: {
        tags: TAGS,
        summary: 'Cambia la descrizione del profilo listino',
        params: PriceListParams,
        body: PriceListInput,
        response: responses(PriceList),
      },
    },
    async (request) =>
      envelope(await renamePriceList(app.db, caller(request).tenantId, request.params.code, request.body.descrizione)),
  );

  app.get(
    '/api/price-list/:code/prices',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'I prezzi del listino, per codice prodotto',
        params: PriceListParams,
        response: prices,
      },
    },
    async (request) => envelope(await priceListPrices(app.db, caller(request).tenantId, request.params.code)),
  );

  app.put(
    '/api/price-list/:code/price/:productId',
    {
      config: changes,
      schema: {
        tags: TAGS,
        summary: 'Fissa (o cambia) il prezzo di un prodotto nel listino; risponde con i prezzi',
        description: 'Importo in euro al centesimo come testo ("12,50" o "12.50"): è quanto paga chi ha il listino.',
        params: PriceListProductParams,
        body: PriceInput,
        response: prices,
      },
    },
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
  );

  app.delete(
    '/api/price-list/:code/price/:productId',
    {
      config: changes,
      schema: {
        tags: TAGS,
        summary: 'Toglie il prodotto dal listino (torna al prezzo di listino del prodotto)',
        params: PriceListProductParams,
        response: prices,
      },
    },
    async (request) =>
      envelope(await removePrice(app.db, caller(request).tenantId, request.params.code, request.params.productId)),
  );

  app.get(
    '/api/price-list/:code/clients',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'I clienti i cui utenti possono avere il listino',
        params: PriceListParams,
        response: clients,
      },
    },
    async (request) => envelope(await priceListClients(app.db, caller(request).tenantId, request.params.code)),
  );

  app.post(
    '/api/price-list/:code/client',
    {
      config: changes,
      schema: {
        tags: TAGS,
        summary: 'Rende il listino disponibile agli utenti di un cliente (isDefault: il listino del cliente)',
        description: `409 "${USER_MESSAGES.clientAlreadyLinked}".`,
        params: PriceListParams,
        body: PriceListClientInput,
        response: clients,
      },
    },
    async (request) =>
      envelope(await addPriceListClient(app.db, caller(request).tenantId, request.params.code, request.body)),
  );

  app.put(
    '/api/price-list/:code/client/:clientId',
    {
      config: changes,
      schema: {
        tags: TAGS,
        summary: 'Rende il listino quello del cliente (o smette di esserlo)',
        description: 'Il listino del cliente è quello che pagano i suoi utenti senza profilo listino.',
        params: PriceListClientParams,
        body: PriceListDefaultInput,
        response: clients,
      },
    },
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
  );

  app.delete(
    '/api/price-list/:code/client/:clientId',
    {
      config: changes,
      schema: {
        tags: TAGS,
        summary: 'Il listino non è più disponibile agli utenti del cliente',
        description: '409 finché un utente del cliente ha questo profilo listino.',
        params: PriceListClientParams,
        response: clients,
      },
    },
    async (request) =>
      envelope(
        await removePriceListClient(app.db, caller(request).tenantId, request.params.code, request.params.clientId),
      ),
  );
};

export default priceLists;
