import { issuerColour, referenceOf, requestRows, sourceLines, type Block, type ReportDocument } from './document.ts';

/** Everything written into the page is text: escaped here, so no data can become markup. */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function block(item: Block): string {
  const title = `<h2>${escape(item.title)}</h2>`;
  switch (item.kind) {
    case 'fields':
      return `<section>${title}<table class="fields">${item.rows
        .map(([label, value]) => `<tr><th scope="row">${escape(label)}</th><td>${escape(value)}</td></tr>`)
        .join('')}</table></section>`;
    case 'text':
      return `<section>${title}${item.paragraphs.map((text) => `<p>${escape(text)}</p>`).join('')}</section>`;
    case 'table': {
      if (item.rows.length === 0) return `<section>${title}<p class="empty">${escape(item.empty)}</p></section>`;
      const numeric = new Set(item.numeric ?? []);
      const cell = (text: string, index: number) =>
        `<td${numeric.has(index) ? ' class="num"' : ''}>${escape(text)}</td>`;
      return `<section>${title}<table class="grid"><thead><tr>${item.columns
        .map((column, index) => `<th scope="col"${numeric.has(index) ? ' class="num"' : ''}>${escape(column)}</th>`)
        .join('')}</tr></thead><tbody>${item.rows
        .map((row) => `<tr>${row.map(cell).join('')}</tr>`)
        .join('')}</tbody></table></section>`;
    }
  }
}

/**
 * The report as a self-contained HTML page: no scripts, no external resources (served with a
 * strict CSP). Headings and table headers give a screen reader the document's structure.
 */
export function reportHtml(report: ReportDocument): string {
  const colour = issuerColour(report);
  const meta = requestRows(report);
  const sources = sourceLines(report)
    .map((line) => `<li>${escape(line)}</li>`)
    .join('');
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escape(report.title)} - ${referenceOf(report)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;margin:0;color:#1f1f1f}main{padding:16px 24px 24px}
header{background:${colour};color:#fff;padding:12px 24px}header p{margin:0;font-size:13px}
h1{font-size:20px;margin:4px 0 0}h2{font-size:15px;border-bottom:1px solid #d9d9d9;padding-bottom:4px;margin-top:20px}
table{border-collapse:collapse;width:100%}.fields th{text-align:left;width:35%;color:#595959;font-weight:normal;padding:4px 8px 4px 0}
.fields td{padding:4px 0}.grid th{text-align:left;background:#f5f5f5;padding:4px 6px;border-bottom:1px solid #d9d9d9}
.grid td{padding:4px 6px;border-bottom:1px solid #f0f0f0}.num{text-align:right}
.warning{border:1px solid #faad14;background:#fffbe6;padding:8px 12px;margin:12px 0}.empty{color:#595959}
footer{color:#595959;font-size:12px;border-top:1px solid #d9d9d9;margin-top:24px;padding-top:8px}</style></head><body>
<header><p>${escape(report.issuer.name)}</p><h1>${escape(report.title)}</h1></header><main>
${block({ kind: 'fields', title: 'Dati della richiesta', rows: meta })}
${report.warning ? `<div class="warning" role="note"><strong>${escape(report.warning)}</strong></div>` : ''}
${report.blocks.map(block).join('\n')}
<footer><h2>Fonti</h2><ul>${sources}</ul><h2>Note legali</h2><p>${escape(report.legalNotice)}</p></footer>
</main></body></html>`;
}
