import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchCciaa, searchPlaces } from '../../data/places.ts';
import { envelope } from '../../errors.ts';
import { Type } from '@portal/contracts/api/schema';
import { CciaaOption, LookupQuery, PlaceOption } from '@portal/contracts/api/subjects';
import { responses } from '../../schemas/common.ts';

/** Lookups of reference data (the same for every tenant). */
const domain: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/domain/comune',
    {
      config: { access: 'user' },
      schema: {
        tags: ['domini'],
        summary: 'Comuni italiani e stati esteri per nome (al massimo 50)',
        description:
          'Per il luogo di nascita e il comune della sede legale: c01 nome, c02 sigla della provincia ' +
          "('EE' per gli stati esteri), c03 codice Belfiore. Prima i nomi che iniziano con il testo.",
        querystring: LookupQuery,
        response: responses(Type.Array(PlaceOption)),
      },
    },
    async (request) => envelope(await searchPlaces(app.db, request.query.search)),
  );

  app.get(
    '/api/domain/cciaa',
    {
      config: { access: 'user' },
      schema: {
        tags: ['domini'],
        summary: 'Camere di commercio (CCIAA) per provincia (al massimo 50)',
        querystring: LookupQuery,
        response: responses(Type.Array(CciaaOption)),
      },
    },
    async (request) => envelope(await searchCciaa(app.db, request.query.search)),
  );
};

export default domain;
