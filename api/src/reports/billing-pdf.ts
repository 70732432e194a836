import type { BillingDetail } from '@portal/contracts/api/billing';

/** pdfmake and its fonts, loaded with the first statement: the API starts without them. */
const pdfmakeReady = async () => {
  const [{ default: pdfmake }, { default: roboto }] = await Promise.all([
    import('pdfmake'),
    import('pdfmake/fonts/Roboto.js'),
  ]);
  pdfmake.setFonts(roboto);
  pdfmake.setUrlAccessPolicy?.(() => false);
  return pdfmake;
};
let loaded: ReturnType<typeof pdfmakeReady> | null = null;

const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const euro = (amount: string) => EURO.format(Number(amount)).replace(/\u00a0/g, ' ');
const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];
export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The month's statement (pdfmake, as the reports): a line per product, VAT where due, totals. */
export async function billingPdf(detail: BillingDetail, client: { name: string; code: string }): Promise<Buffer> {
  const pdfmake = await (loaded ??= pdfmakeReady());
  const right = (text: string) => ({ text, alignment: 'right' });
  const doc = {
    info: { title: `Estratto conto ${monthName(detail.month)}` },
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content: [
      { text: `Estratto conto di ${monthName(detail.month)}`, fontSize: 16, bold: true },
      { text: `${client.name} (${client.code})`, color: '#595959', margin: [0, 4, 0, 12] },
      {
        table: {
          headerRows: 1,
          widths: ['22%', '12%', '*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            [
              'Servizio',
              'Codice',
              'Prodotto',
              right('Richieste'),
              right('Imponibile'),
              right(`IVA ${detail.vatRate}%`),
              right('Totale'),
            ].map((cell) => (typeof cell === 'string' ? { text: cell, bold: true } : { ...cell, bold: true })),
            ...detail.lines.map((line) => [
              line.serviceName,
              line.productCode,
              line.description,
              right(String(line.requests)),
              right(euro(line.net)),
              right(line.subjectToVat ? euro(line.vat) : 'esente'),
              right(euro(line.gross)),
            ]),
            [
              { text: 'Totale', bold: true, colSpan: 3 },
              '',
              '',
              right(String(detail.totals.requests)),
              right(euro(detail.totals.net)),
              right(euro(detail.totals.vat)),
              { ...right(euro(detail.totals.gross)), bold: true },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
  return pdfmake.createPdf(doc).getBuffer();
}
