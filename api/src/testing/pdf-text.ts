/**
 * `@portal/api/pdf-text`: the text of a PDF as a reader would select and copy it (pdf.js), for
 * the tests that check an issued document says what its page says.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(data: Uint8Array): Promise<{ text: string; pages: number }> {
  const document = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const count = document.numPages;
  await document.destroy();
  return { text: pages.join('\n'), pages: count };
}
