import pdfmake from 'pdfmake';
import roboto from 'pdfmake/fonts/Roboto.js';
import {
  issuerColour,
  referenceOf,
  italianDateTime,
  requestRows,
  sourceLines,
  type Block,
  type ReportDocument,
} from './document.ts';

pdfmake.setFonts(roboto);
// The document is built here from data, never from URLs: nothing is fetched.
pdfmake.setUrlAccessPolicy?.(() => false);

const GREY = '#595959';

function block(item: Block): unknown[] {
  const title = { text: item.title, fontSize: 12, bold: true, margin: [0, 10, 0, 4] };
  switch (item.kind) {
    case 'fields':
      return [
        title,
        {
          table: {
            widths: ['35%', '*'],
            body: item.rows.map(([label, value]) => [{ text: label, color: GREY }, value]),
          },
          layout: 'lightHorizontalLines',
        },
      ];
    case 'text':
      return [title, ...item.paragraphs.map((text) => ({ text, margin: [0, 0, 0, 4] }))];
    case 'table': {
      if (item.rows.length === 0) return [title, { text: item.empty, color: GREY }];
      const numeric = new Set(item.numeric ?? []);
      const cell = (text: string, index: number, header = false) => ({
        text,
        bold: header,
        alignment: numeric.has(index) ? 'right' : 'left',
        fillColor: header ? '#f5f5f5' : undefined,
      });
      return [
        title,
        {
          table: {
            headerRows: 1,
            widths: item.columns.map((_, index) => (index === 0 ? '*' : 'auto')),
            body: [
              item.columns.map((column, index) => cell(column, index, true)),
              ...item.rows.map((row) => row.map((text, index) => cell(text, index))),
            ],
          },
          layout: 'lightHorizontalLines',
        },
      ];
    }
  }
}

/**
 * The report as a PDF (pdfmake, on the server): the same document as the HTML page, with the
 * issuer on every page's header and "Pagina x di y" with the legal notice in the footer. Its
 * text is text (Roboto embedded), not images.
 */
export function reportPdf(report: ReportDocument): Promise<Buffer> {
  const colour = issuerColour(report);
  const meta = requestRows(report);
  const doc = {
    info: {
      title: `${report.title} - ${referenceOf(report)}`,
      author: report.issuer.name,
      subject: report.subject.name,
    },
    pageMargins: [40, 64, 40, 64],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    header: () => ({
      table: {
        widths: ['*'],
        body: [[{ text: report.issuer.name, color: '#ffffff', bold: true, margin: [32, 10, 32, 10] }]],
      },
      layout: { fillColor: () => colour, hLineWidth: () => 0, vLineWidth: () => 0 },
    }),
    footer: (page: number, pages: number) => ({
      margin: [40, 8, 40, 0],
      columns: [
        {
          text: `${referenceOf(report)} · emesso il ${italianDateTime(report.issuedAt)}`,
          color: GREY,
          fontSize: 8,
        },
        { text: `Pagina ${page} di ${pages}`, alignment: 'right', color: GREY, fontSize: 8 },
      ],
    }),
    content: [
      { text: report.title, fontSize: 16, bold: true },
      ...block({ kind: 'fields', title: 'Dati della richiesta', rows: meta }),
      ...(report.warning
        ? [
            {
              table: { widths: ['*'], body: [[{ text: report.warning, bold: true, margin: [6, 4, 6, 4] }]] },
              layout: { fillColor: () => '#fffbe6', hLineColor: () => '#faad14', vLineColor: () => '#faad14' },
              margin: [0, 10, 0, 0],
            },
          ]
        : []),
      ...report.blocks.flatMap(block),
      ...block({
        kind: 'text',
        title: 'Fonti',
        paragraphs: sourceLines(report),
      }),
      ...block({ kind: 'text', title: 'Note legali', paragraphs: [report.legalNotice] }),
    ],
  };
  return pdfmake.createPdf(doc).getBuffer();
}
