import { route } from '../../http/endpoint-route.ts';
import { domainEndpoints } from '@portal/contracts/api/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope } from '../../errors.ts';
import { searchCciaa, searchPlaces } from './service.ts';

/** Lookups of reference data (the same for every tenant). */
const domain: FastifyPluginAsyncTypebox = async (app) => {
  route(app, domainEndpoints.getDomainComune, async (request) =>
    envelope(await searchPlaces(app.db, request.query.search)),
  );

  route(app, domainEndpoints.getDomainCciaa, async (request) =>
    envelope(await searchCciaa(app.db, request.query.search)),
  );
};

export default domain;
