import type { FastifyPluginAsync } from 'fastify';
import { searchCciaa, searchPlaces } from '../../data/places.ts';
import { envelope } from '../../errors.ts';
import { responses } from '../../schemas/common.ts';
import { cciaaOption, lookupQuery, placeOption } from '../../schemas/domain.ts';

/** Lookups of reference data (the same for every tenant). */
const domain: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { search: string } }>(
    '/api/domain/comune',
    {
      config: { access: 'user' },
      schema: {
        tags: ['domini'],
        summary: 'Comuni italiani e stati esteri per nome (al massimo 50)',
        description:
          'Per il luogo di nascita e il comune della sede legale: c01 nome, c02 sigla della provincia ' +
          "('EE' per gli stati esteri), c03 codice Belfiore. Prima i nomi che iniziano con il testo.",
        querystring: lookupQuery,
        response: responses({ type: 'array', items: placeOption }),
      },
    },
    async (request) => envelope(await searchPlaces(app.db, request.query.search)),
  );

  app.get<{ Querystring: { search: string } }>(
    '/api/domain/cciaa',
    {
      config: { access: 'user' },
      schema: {
        tags: ['domini'],
        summary: 'Camere di commercio (CCIAA) per provincia (al massimo 50)',
        querystring: lookupQuery,
        response: responses({ type: 'array', items: cciaaOption }),
      },
    },
    async (request) => envelope(await searchCciaa(app.db, request.query.search)),
  );
};

export default domain;
