import { type PGlite, protocol, types } from '@electric-sql/pglite';
import type { BackendMessage, DatabaseError } from 'pg-protocol/dist/messages.js';
// The parser node-postgres reads its connections with (exported by path only).
import { Parser } from 'pg-protocol/dist/parser.js';

/** Statements kept per database at most; past it, a new text runs unnamed as before. */
const MAX_STATEMENTS = 1_000;

interface Statement {
  name: string;
  paramTypes: number[];
  /** The columns of its rows: name and type (none for a statement that returns no rows). */
  columns: { name: string; dataTypeID: number }[];
  /** An empty row (every column null) that each row starts as a copy of: see `rows()`. */
  emptyRow: Record<string, unknown>;
}

export type NotificationHandler = (channel: string, payload: string) => void;

/**
 * PGlite's `query()` sends every call as an unnamed statement: parse, describe, bind,
 * describe, execute, sync, six trips into the WebAssembly backend, with the text parsed and
 * planned again each time (planning alone asked the file system for every table's size: an
 * fstat per relation per request). The API's statements are a fixed set of texts, so each is
 * prepared once under a name (like node-postgres's `name` option) and then run with one
 * buffer: bind, execute, sync. PostgreSQL still re-plans by itself when a table it uses
 * changes, and keeps a generic plan once it is as good as the custom ones.
 *
 * The backend's answer is read by node-postgres's own protocol parser (pg-protocol, the one the
 * PostgreSQL driver uses), which decodes each value straight from the answer's buffer; PGlite's
 * parser copied every value into a buffer of its own first, a third of a fields list's time.
 * Values are then parsed with PGlite's type parsers, so rows are the same as from `query()`.
 * A NOTIFY sent by a trigger of an autocommitted statement arrives in its answer: it goes to
 * `onNotification`.
 */
export class PgliteStatements {
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly pglite: PGlite,
    private readonly onNotification: NotificationHandler,
  ) {}

  /** `inTransaction`: the caller already holds PGlite's transaction lock (a `transaction()` callback). */
  async query<T>(sql: string, params: readonly unknown[] = [], inTransaction = false): Promise<T[]> {
    const run = () => this.pglite.runExclusive(() => this.run<T>(sql, params, inTransaction));
    return inTransaction ? run() : this.pglite._runExclusiveTransaction(run);
  }

  private async run<T>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<T[]> {
    const statement = this.statements.get(sql) ?? (await this.prepare(sql));
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serialize = this.pglite.serializers[statement.paramTypes[index] ?? 0];
      return serialize ? serialize(param) : String(param);
    });
    const messages = await this.send(
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    if (!inTransaction) await this.pglite.syncToFs();
    return this.rows<T>(statement, messages);
  }

  private rows<T>(statement: Statement, messages: BackendMessage[]): T[] {
    const { columns } = statement;
    const parsers = this.pglite.parsers;
    const rows: T[] = [];
    for (const message of messages) {
      if (message.name !== 'dataRow') continue;
      const values = (message as unknown as { fields: (string | null)[] }).fields;
      // A copy of the statement's empty row has its shape from the start: the values are then
      // stores to existing properties. Built from `{}` a column at a time, a row of more than
      // 16 columns turned into a hash table (V8 stops adding properties by computed name to an
      // object's shape past that), and every copy and serialisation of it was slow: a field's
      // row took 5.7 µs to copy instead of 0.2.
      const row = { ...statement.emptyRow };
      for (let index = 0; index < columns.length; index++) {
        row[columns[index].name] = types.parseType(values[index], columns[index].dataTypeID, parsers);
      }
      rows.push(row as T);
    }
    return rows;
  }

  private async prepare(sql: string): Promise<Statement> {
    const name = this.statements.size < MAX_STATEMENTS ? `portal_${this.statements.size + 1}` : '';
    const messages = await this.send(
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const parameters = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const description = messages.find((message) => message.name === 'rowDescription') as
      { fields: { name: string; dataTypeID: number }[] } | undefined;
    const columns = description?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [];
    const statement: Statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      columns,
      // Object.fromEntries gives an object its properties as a shape, however many (as
      // node-postgres's copy of its own empty row does).
      emptyRow: Object.fromEntries(columns.map((column) => [column.name, null])),
    };
    if (name) this.statements.set(sql, statement);
    return statement;
  }

  /** One buffer, one trip; a database error is thrown once the sync has ended the exchange. */
  private async send(...parts: Uint8Array[]): Promise<BackendMessage[]> {
    const chunks: Buffer[] = [];
    await this.pglite.execProtocolRawStream(Buffer.concat(parts), {
      syncToFs: false,
      // The chunk is a view of the backend's memory, reused by the next answer: copied.
      onRawData: (chunk) => void chunks.push(Buffer.from(chunk)),
    });
    const messages: BackendMessage[] = [];
    let error: DatabaseError | null = null;
    new Parser().parse(Buffer.concat(chunks), (message) => {
      if (message.name === 'error') error ??= message as DatabaseError;
      else if (message.name === 'notification') {
        const { channel, payload } = message as unknown as { channel: string; payload: string };
        this.onNotification(channel, payload);
      } else messages.push(message);
    });
    if (error) throw error;
    return messages;
  }
}
