import assert from 'node:assert/strict';

export { pdfText } from '../src/testing/pdf-text.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', middot: '·' };
const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&(\w+);/g, (all, name: string) => ENTITIES[name] ?? all);

/** Every cell of the page's tables (headers and data) and every paragraph, as text. */
export function htmlCells(html: string): string[] {
  return [...html.matchAll(/<(td|th|p|li|h1|h2)[^>]*>(.*?)<\/\1>/gs)]
    .map((match) => decode(match[2].replace(/<[^>]+>/g, '')).trim())
    .filter(Boolean);
}

/** The page's text, tags removed, entities decoded. */
export const htmlText = (html: string) => decode(html.replace(/<style>.*?<\/style>/s, '').replace(/<[^>]+>/g, ' '));

/** Text compared without its white space: a PDF wraps lines where the page does not. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** Each of the page's texts is in the PDF: the two documents say the same. */
export function assertSameContent(html: string, pdf: string) {
  const inPdf = squeeze(pdf);
  const missing = htmlCells(html).filter((cell) => !inPdf.includes(squeeze(cell)));
  assert.deepEqual(missing, [], 'what the page says and the PDF does not');
}
