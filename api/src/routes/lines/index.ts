import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LINE_LIMITS } from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { ProductSummary } from '@portal/contracts/api/fields';
import {
  AvailableLinesQuery,
  Line,
  LineCodeQuery,
  LineIdParams,
  LineInput,
  LinePlacementInput,
  LineProductsQuery,
  LinesQuery,
  NewLineInput,
} from '@portal/contracts/api/lines';
import { Availability, NullContext, Page, SearchQuery, Type } from '@portal/contracts/api/schema';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { isLineCodeFree, listLines } from '../../repositories/lines-repository.ts';
import { responses } from '../../schemas/common.ts';
import {
  availableLines,
  createLine,
  deleteLine,
  getLine,
  lineProducts,
  placeLines,
  productsToAddToLine,
  updateLine,
} from '../../services/lines-service.ts';
import { recordsActivity } from '../../plugins/activity.ts';

const TAGS = ['linee'];
const manager = { access: [PERMISSIONS.manager] };
const signedIn = { access: 'user' as const };
const products = responses(Type.Array(ProductSummary));

/** Lines (spec 002 §2.7, §2.8, §7 Lines): reading needs a session, every change the manager permission. */
const lines: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/lines',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Elenco paginato delle linee, per codice',
        description: 'La ricerca confronta codice, nome e descrizione; serviceId limita a un servizio.',
        querystring: LinesQuery,
        response: responses(Page(Line)),
      },
    },
    async (request) => envelope(await listLines(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/available/lines',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Linee che un servizio può accogliere (al massimo 50)',
        description: 'Con serviceId: le linee non in quel servizio; senza: le linee senza servizio.',
        querystring: AvailableLinesQuery,
        response: responses(Type.Array(Line)),
      },
    },
    async (request) => envelope(await availableLines(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/line/line-code/availability',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Il codice linea è libero?',
        description: `Sempre error=false; se il codice è già usato available=false e message "${CATALOGUE_MESSAGES.lineCodeTaken}".`,
        querystring: LineCodeQuery,
        response: responses(Availability),
      },
    },
    async (request) => {
      const available = await isLineCodeFree(app.db, caller(request).tenantId, request.query.lineCode);
      return envelope({ available }, available ? null : CATALOGUE_MESSAGES.lineCodeTaken);
    },
  );

  app.get(
    '/api/line/:id',
    {
      config: signedIn,
      schema: { tags: TAGS, summary: 'Una linea', params: LineIdParams, response: responses(Line) },
    },
    async (request) => envelope(await getLine(app.db, caller(request).tenantId, request.params.id)),
  );

  app.post(
    '/api/line',
    {
      config: { ...manager, activity: recordsActivity('line', 'create', undefined, (line) => Number(line.id)) },
      schema: {
        tags: TAGS,
        summary: 'Crea una linea',
        description:
          `Codice unico per tenant senza distinzione di maiuscole (409 "${CATALOGUE_MESSAGES.lineCodeTaken}"); ` +
          `ordine facoltativo, minore di ${LINE_LIMITS.orderBelow} (senza: ultimo del servizio +100); ` +
          'productIds: i prodotti che passano alla linea, nella stessa transazione.',
        body: NewLineInput,
        response: responses(Line),
      },
    },
    async (request) => envelope(await createLine(app.db, caller(request).tenantId, request.body)),
  );

  app.put(
    '/api/line/:id',
    {
      config: {
        ...manager,
        activity: recordsActivity('line', 'update', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: 'Aggiorna una linea e, con productIds, i suoi prodotti (una transazione)',
        description:
          'Codice e ordine restano quelli salvati. Con productIds i prodotti non elencati lasciano la linea ' +
          `(linea nulla). Richiede la version letta; 409 "${CATALOGUE_MESSAGES.stale}" se nel frattempo è cambiata.`,
        params: LineIdParams,
        body: LineInput,
        response: responses(Line),
      },
    },
    async (request) => envelope(await updateLine(app.db, caller(request).tenantId, request.params.id, request.body)),
  );

  app.put(
    '/api/lines',
    {
      config: {
        ...manager,
        activity: recordsActivity('line', 'update', (request) =>
          (request.body as Array<{ id: number }>).map((line) => line.id),
        ),
      },
      schema: {
        tags: TAGS,
        summary: 'Sposta o riordina più linee (servizio e ordine), in una transazione',
        description: `Ogni linea con la version letta: una sola non aggiornata annulla tutto (409 "${CATALOGUE_MESSAGES.stale}").`,
        body: LinePlacementInput,
        response: responses(Type.Array(Line)),
      },
    },
    async (request) => envelope(await placeLines(app.db, caller(request).tenantId, request.body)),
  );

  app.delete(
    '/api/line/:id',
    {
      config: {
        ...manager,
        activity: recordsActivity('line', 'delete', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: 'Rimuove una linea senza prodotti',
        description: '409 con il numero di prodotti collegati se ne ha.',
        params: LineIdParams,
        response: responses(NullContext),
      },
    },
    async (request) => {
      await deleteLine(app.db, caller(request).tenantId, request.params.id);
      return envelope(null);
    },
  );

  app.get(
    '/api/line/:id/products',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Prodotti della linea',
        description:
          'type=PF o PG: solo i prodotti per persona fisica o giuridica ordinabili (non sospesi, visibili al ' +
          'cliente); ANY o senza type: tutti.',
        params: LineIdParams,
        querystring: LineProductsQuery,
        response: products,
      },
    },
    async (request) =>
      envelope(await lineProducts(app.db, caller(request).tenantId, request.params.id, request.query.type)),
  );

  app.get(
    '/api/line/:id/allProducts',
    {
      config: manager,
      schema: { tags: TAGS, summary: 'Tutti i prodotti della linea', params: LineIdParams, response: products },
    },
    async (request) => envelope(await lineProducts(app.db, caller(request).tenantId, request.params.id)),
  );

  app.get(
    '/api/line/products-not-in/:id',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Prodotti non nella linea che si possono aggiungere (al massimo 50)',
        params: LineIdParams,
        querystring: SearchQuery(),
        response: products,
      },
    },
    async (request) =>
      envelope(await productsToAddToLine(app.db, caller(request).tenantId, request.params.id, request.query.search)),
  );
};

export default lines;
