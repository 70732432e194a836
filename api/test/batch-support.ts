/** Batch files and batches as the API tests drive them: upload a file, wait for its check, read. */
import assert from 'node:assert/strict';
import { multipart, type CatalogueClient } from './catalogue-support.ts';
import type { Session } from './helper.ts';

export interface Check {
  id: string | null;
  state: string;
  total: number;
  checked: number;
  headers: string[];
  columns: Array<{ fieldCode: string; column: string | null }>;
  ignoredColumns: string[];
  preview: string[][];
  rows: Array<{
    row: number;
    errors: Array<{ message: string; type: string; skippable: boolean; fieldCode: string | null }>;
  }>;
  blocking: number;
  warnings: number;
  skipped: number;
  requests: number;
  unitPrice: string;
  totalPrice: string;
}

/** A CSV with the template's headers and one line per row (values by field code). */
export function csv(headers: string[], columns: Check['columns'], rows: Array<Record<string, string>>): string {
  const codeOf = new Map(columns.map((column) => [column.column, column.fieldCode]));
  const line = (values: string[]) => values.map((value) => `"${value.replace(/"/g, '""')}"`).join(';');
  return [line(headers), ...rows.map((row) => line(headers.map((header) => row[codeOf.get(header) ?? ''] ?? '')))].join(
    '\r\n',
  );
}

export function batchFiles(catalogue: CatalogueClient) {
  const { sessions } = catalogue;

  /** As the administrator unless another session is given. */
  const ok = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, session = sessions.admin) =>
    catalogue.ok<T>(method, url, payload, session);

  function upload(productId: number, fileName: string, data: Buffer | string, session: Session = sessions.admin) {
    const body = multipart([{ name: 'file', filename: fileName, data }]);
    return catalogue.app.inject({
      method: 'POST',
      url: `/api/requests/massive/check?productId=${productId}&subjectType=PG`,
      headers: { ...session.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  /** Uploads a file and waits for its check to end. */
  async function checked(productId: number, fileName: string, data: Buffer | string): Promise<Check> {
    const response = await upload(productId, fileName, data);
    assert.equal(response.statusCode, 200, response.body);
    let check = response.json().context as Check;
    while (check.state === 'staging') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      check = await ok<Check>('GET', `/api/requests/massive/check/${check.id}`);
    }
    return check;
  }

  return { ok, upload, checked };
}
