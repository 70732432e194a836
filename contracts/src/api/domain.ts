/** The domain endpoints. */
import { endpoint } from './endpoint.ts';
import { CciaaOption, LookupQuery, PlaceOption } from './subjects.ts';
import { Type } from './schema.ts';

/** Every domain endpoint: the one declaration the API registers and the clients call. */
export const domainEndpoints = {
  getDomainComune: endpoint({
    method: 'GET',
    path: '/api/domain/comune',
    access: 'user',
    tags: ['domini'],
    summary: 'Comuni italiani e stati esteri per nome (al massimo 50)',
    description:
      'Per il luogo di nascita e il comune della sede legale: c01 nome, c02 sigla della provincia ' +
      "('EE' per gli stati esteri), c03 codice Belfiore. Prima i nomi che iniziano con il testo.",
    query: LookupQuery,
    response: Type.Array(PlaceOption),
  }),
  getDomainCciaa: endpoint({
    method: 'GET',
    path: '/api/domain/cciaa',
    access: 'user',
    tags: ['domini'],
    summary: 'Camere di commercio (CCIAA) per provincia (al massimo 50)',
    query: LookupQuery,
    response: Type.Array(CciaaOption),
  }),
};
