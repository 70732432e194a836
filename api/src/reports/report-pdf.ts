import pdfmake from 'pdfmake';
import roboto from 'pdfmake/fonts/Roboto.js';
import type { ReportContent } from './report-content.ts';

pdfmake.setFonts(roboto);
// The document is built here from data, never from URLs: nothing is fetched.
pdfmake.setUrlAccessPolicy?.(() => false);

const dateOf = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** The report as a PDF (pdfmake, on the server): the same content as the HTML page. */
export function reportPdf(report: ReportContent): Promise<Buffer> {
  const doc = {
    info: { title: `Richiesta n. ${report.requestId}`, subject: report.subjectName },
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content: [
      { text: report.product, fontSize: 16, bold: true },
      {
        text: `Richiesta n. ${report.requestId} del ${dateOf(report.createdAt)} · ${report.productCode} · ${report.subjectName}`,
        color: '#595959',
        margin: [0, 4, 0, 12],
      },
      ...report.sections.flatMap((section) => [
        { text: section.title, fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
        {
          table: {
            widths: ['35%', '*'],
            body: section.rows.map(([label, value]) => [{ text: label, color: '#595959' }, value]),
          },
          layout: 'lightHorizontalLines',
        },
      ]),
    ],
  };
  return pdfmake.createPdf(doc).getBuffer();
}
