import { answer } from '../../http/endpoint-route.ts';
import { domainEndpoints } from '@portal/contracts/api/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchCciaa, searchPlaces } from './service.ts';

/** Lookups of reference data (the same for every tenant). */
const domain: FastifyPluginAsyncTypebox = async (app) => {
  answer(app, domainEndpoints.getDomainComune, (request, { db }) => searchPlaces(db, request.query.search));

  answer(app, domainEndpoints.getDomainCciaa, (request, { db }) => searchCciaa(db, request.query.search));
};

export default domain;
