/**
 * Which report a product delivers (issue 45): a family per kind of data, inferred from the
 * product's code and name as the catalogue words them ("Verifica protesti", "Bilancio
 * riclassificato", "Visura catastale"…), then from the subject's type.
 */
import type { SubjectKind } from '@portal/contracts/subjects';

export const REPORT_FAMILIES = [
  'visura',
  'affidabilita',
  'gruppo',
  'bilanci',
  'protesti',
  'catasto',
  'persone',
  'monitoraggio',
  'estero',
] as const;
export type ReportFamily = (typeof REPORT_FAMILIES)[number];

/** First match wins: a "Report impresa estera" is foreign before it is a report. */
const BY_NAME: [RegExp, ReportFamily][] = [
  [/\bester[ao]\b|foreign/i, 'estero'],
  [/protest|pregiudizievol|concorsual/i, 'protesti'],
  [/catast|ipotecari|immobil|patrimonial/i, 'catasto'],
  [/gruppo societario|di gruppo|consolidato/i, 'gruppo'],
  [/monitoraggio/i, 'monitoraggio'],
  [/bilanc/i, 'bilanci'],
  [/affidabilit|rating|fido/i, 'affidabilita'],
];

export function reportFamilyOf(product: { code: string; description: string }, subjectType: SubjectKind): ReportFamily {
  const text = `${product.code} ${product.description}`;
  const named = BY_NAME.find(([pattern]) => pattern.test(text))?.[1];
  // A person has no registry extract, balance sheets or rating: their report is the person's.
  if (subjectType === 'PF' && (!named || named === 'affidabilita' || named === 'bilanci' || named === 'gruppo'))
    return 'persone';
  return named ?? 'visura';
}
