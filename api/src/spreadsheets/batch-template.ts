/**
 * 'Scarica file di esempio' (spec 001 §2.1): a workbook made from the product's form, one column
 * per field the subject type fills (headed by the field's Italian name, which the check reads
 * back), a sample row, dates and amounts formatted as such, and a second sheet with the rules.
 */
import type { SubjectKind } from '@portal/contracts/subjects';
import { excel } from './workbook.ts';
import type { OrderFormField } from '@portal/contracts/api/ordering';
import { MAX_BATCH_ROWS_TEXT } from '@portal/contracts/messages';
import { safeText } from './workbook.ts';

/** Sample values that pass the form's rules for the anchor subjects of the demo data. */
const SAMPLE_CODES: Record<string, string> = {
  PG: '12345600154',
  PF: 'RSSMRA80A01H501U',
};

function sampleOf(field: OrderFormField, subjectType: SubjectKind): string | number | Date | null {
  switch (field.type) {
    case 'AMOUNT':
    case 'NUMBER':
      return field.minimum ?? 1;
    case 'DATE':
      return new Date(`${field.minimumDate ?? '2020-06-15'}T00:00:00Z`);
    case 'FLAG':
      return 'S';
    case 'SELECT':
      return field.selectValueList[0] ?? null;
    default:
      if (field.validator || /CODICE_FISCALE|CF_PIVA|PARTITA_IVA/.test(field.fieldCode))
        return SAMPLE_CODES[subjectType];
      if (/COGNOME/.test(field.fieldCode)) return 'Rossi';
      if (/^NOME$/.test(field.fieldCode)) return 'Mario';
      if (/RAGIONE_SOCIALE|DENOMINAZIONE/.test(field.fieldCode))
        return subjectType === 'PG' ? 'PORTALE ALFA SERVIZI S.P.A.' : 'Mario Rossi';
      return field.obligatory ? 'Testo' : null;
  }
}

function rule(field: OrderFormField): string {
  const parts = [
    field.obligatory ? (field.group > 0 ? `obbligatorio (gruppo ${field.group})` : 'obbligatorio') : 'facoltativo',
  ];
  if (field.type === 'DATE') parts.push('data gg/mm/aaaa');
  if (field.type === 'AMOUNT' || field.type === 'NUMBER') parts.push('numero');
  if (field.type === 'FLAG') parts.push('S o N');
  if (field.type === 'SELECT' && field.selectValueList.length)
    parts.push(`uno tra: ${field.selectValueList.slice(0, 30).join(', ')}`);
  if (field.length) parts.push(`al massimo ${field.length} caratteri`);
  return parts.join('; ');
}

export async function batchTemplate(fields: readonly OrderFormField[], subjectType: SubjectKind): Promise<Buffer> {
  const book = new (await excel()).Workbook();
  book.creator = 'Portale';
  const sheet = book.addWorksheet('Richieste', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = fields.map((field) => ({ header: field.name, width: Math.max(14, field.name.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(
    fields.map((field) => {
      const value = sampleOf(field, subjectType);
      return typeof value === 'string' ? safeText(value) : value;
    }),
  );
  fields.forEach((field, index) => {
    const column = sheet.getColumn(index + 1);
    if (field.type === 'DATE') column.numFmt = 'dd/mm/yyyy';
    else if (field.type === 'AMOUNT') column.numFmt = '#,##0.00';
    else if (field.type !== 'NUMBER') column.numFmt = '@'; // codes keep their leading zeros
  });
  const help = book.addWorksheet('Istruzioni');
  help.columns = [
    { header: 'Colonna', width: 32 },
    { header: 'Regole', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const field of fields) help.addRow([field.name, rule(field)]);
  help.addRow([]);
  help.addRow([
    'File',
    `Prima riga con i nomi delle colonne; al massimo ${MAX_BATCH_ROWS_TEXT} righe; le colonne in più sono ignorate; formati csv, xls, xlsx, ods.`,
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
