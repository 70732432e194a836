/**
 * Which report a product delivers (issue 45): a family per kind of data, the one the catalogue
 * chose for the product, else inferred from its code and name as the catalogue words them
 * ("Verifica protesti", "Bilancio riclassificato", "Visura catastale"…); then the subject's
 * type has its say.
 */
import type { ReportFamily } from '@portal/contracts/catalogue';
import type { SubjectKind } from '@portal/contracts/subjects';

export { REPORT_FAMILIES, type ReportFamily } from '@portal/contracts/catalogue';

/** First match wins: a "Report impresa estera" is foreign before it is a report. */
const BY_NAME: [RegExp, ReportFamily][] = [
  [/\bester[ao]\b|foreign/i, 'estero'],
  [/protest|pregiudizievol|concorsual/i, 'protesti'],
  [/catast|ipotecari|immobil|patrimonial/i, 'catasto'],
  [/gruppo societario|di gruppo|consolidato/i, 'gruppo'],
  [/monitoraggio/i, 'monitoraggio'],
  [/bilanc/i, 'bilanci'],
  // An investigation of a company's commerce, or of a credit's recoverability, is its reliability.
  [/affidabilit|rating|fido|commerciale approfondit|recuperabilit/i, 'affidabilita'],
];

export function reportFamilyOf(
  product: { code: string; description: string; reportFamily: ReportFamily | null },
  subjectType: SubjectKind,
): ReportFamily {
  const text = `${product.code} ${product.description}`;
  const named = product.reportFamily ?? BY_NAME.find(([pattern]) => pattern.test(text))?.[1];
  // A person has no registry extract, balance sheets or rating: their report is the person's.
  if (subjectType === 'PF' && (!named || named === 'affidabilita' || named === 'bilanci' || named === 'gruppo'))
    return 'persone';
  return named ?? 'visura';
}
