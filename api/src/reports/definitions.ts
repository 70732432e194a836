/**
 * One definition per family (issue 45): the sections its document shows, in order, from the data
 * the providers gave. Where a provider had nothing on the subject the document says so.
 */
import type { DataSource } from '../providers/provider.ts';
import { notFound, type Block } from './document.ts';
import type { ReportFamily } from './families.ts';
import type { ReportData } from './report-data.ts';
import * as section from './sections.ts';

type Definition = (data: ReportData) => Block[];

const companyOrPerson = (data: ReportData): Block[] =>
  data.registry
    ? section.companyIdentity(data.registry)
    : data.person
      ? section.person(data.person).slice(0, 1)
      : [notFound('il soggetto non risulta nei registri')];

const DEFINITIONS: Record<Exclude<ReportFamily, 'estero'>, Definition> = {
  visura: (data) =>
    data.registry
      ? [
          ...section.companyIdentity(data.registry),
          section.officers(data.registry),
          section.shareholders(data.registry),
          section.localUnits(data.registry),
          section.registryEvents(data.registry),
        ]
      : [notFound("l'impresa non risulta nel Registro delle imprese")],

  affidabilita: (data) => {
    if (!data.registry) return [notFound("l'impresa non risulta nel Registro delle imprese")];
    const score = section.scoreOf(data.registry, data.balanceSheets, data.protests, data.asOf);
    return [
      ...section.companyIdentity(data.registry).slice(0, 1),
      ...section.reliability(score),
      ...(data.balanceSheets ? section.balanceSheets(data.balanceSheets, 'Dati di bilancio') : []),
      ...(data.protests ? section.protests(data.protests, data.asOf) : []),
      section.registryEvents(data.registry),
    ];
  },

  gruppo: (data) => {
    if (!data.registry) return [notFound("l'impresa non risulta nel Registro delle imprese")];
    const score = section.scoreOf(data.registry, data.balanceSheets, data.protests, data.asOf);
    return [
      ...section.companyIdentity(data.registry).slice(0, 1),
      section.officers(data.registry),
      section.shareholders(data.registry),
      section.connectedCompanies(data.registry, data.connected ?? []),
      ...section.reliability(score).slice(0, 1),
      ...(data.balanceSheets ? section.balanceSheets(data.balanceSheets, 'Dati di bilancio') : []),
    ];
  },

  bilanci: (data) =>
    data.registry && data.balanceSheets
      ? [...section.companyIdentity(data.registry).slice(0, 1), ...section.balanceSheets(data.balanceSheets)]
      : [notFound("l'impresa non risulta nel Registro delle imprese")],

  protesti: (data) => [
    ...companyOrPerson(data).slice(0, 1),
    ...(data.protests ? section.protests(data.protests, data.asOf) : []),
  ],

  catasto: (data) => [
    ...companyOrPerson(data).slice(0, 1),
    ...(data.cadastre ? section.cadastre(data.cadastre) : [notFound('il soggetto non risulta al catasto')]),
  ],

  persone: (data) =>
    data.person
      ? [...section.person(data.person), ...(data.protests ? section.protests(data.protests, data.asOf) : [])]
      : [notFound("la persona non risulta nell'anagrafe")],

  monitoraggio: (data) => [
    ...companyOrPerson(data).slice(0, 1),
    ...(data.monitoring ? section.monitoring(data.monitoring) : []),
    ...(data.protests ? section.protests(data.protests, data.asOf) : []),
  ],
};

export function blocksOf(data: ReportData): Block[] {
  return data.family === 'estero' ? [] : DEFINITIONS[data.family](data);
}

/** Every source the document's data came from, once each. */
export function sourcesOf(data: ReportData): DataSource[] {
  const all = [data.registry, data.balanceSheets, data.protests, data.cadastre, data.person]
    .filter((each) => each !== null)
    .map((each) => each.source);
  return all.filter((source, index) => all.findIndex((other) => other.name === source.name) === index);
}
