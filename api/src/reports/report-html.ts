import type { ReportContent } from './report-content.ts';

/** Everything written into the page is text: escaped here, so no data can become markup. */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const dateOf = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** The report as a self-contained HTML page: no scripts, no external resources (served with a strict CSP). */
export function reportHtml(report: ReportContent): string {
  const sections = report.sections
    .map(
      (section) =>
        `<section><h2>${escape(section.title)}</h2><table>${section.rows
          .map(([label, value]) => `<tr><th>${escape(label)}</th><td>${escape(value)}</td></tr>`)
          .join('')}</table></section>`,
    )
    .join('');
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Richiesta n. ${report.requestId}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#1f1f1f}h1{font-size:20px;margin:0 0 4px}
.meta{color:#595959;margin-bottom:16px}h2{font-size:15px;border-bottom:1px solid #d9d9d9;padding-bottom:4px}
table{border-collapse:collapse;width:100%}th{text-align:left;width:35%;color:#595959;font-weight:normal;padding:4px 8px 4px 0}
td{padding:4px 0}</style></head><body><h1>${escape(report.product)}</h1>
<p class="meta">Richiesta n. ${report.requestId} del ${dateOf(report.createdAt)} &middot; ${escape(report.productCode)} &middot; ${escape(report.subjectName)}</p>
${sections}</body></html>`;
}
