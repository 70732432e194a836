import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** Statements kept per database at most; past it, a new text runs unnamed as before. */
const MAX_STATEMENTS = 1_000;

interface Statement {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription (or NoData), given back with each execution's rows. */
  description: BackendMessage[];
}

/**
 * PGlite's `query()` sends every call as an unnamed statement: parse, describe, bind,
 * describe, execute, sync, six trips into the WebAssembly backend, with the text parsed and
 * planned again each time (planning alone asked the file system for every table's size: an
 * fstat per relation per request). The API's statements are a fixed set of texts, so each is
 * prepared once under a name (like node-postgres's `name` option) and then run with one
 * buffer: bind, execute, sync. PostgreSQL still re-plans by itself when a table it uses
 * changes, and keeps a generic plan once it is as good as the custom ones.
 */
export class PgliteStatements {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly pglite: PGlite) {}

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
    const [result] = parse.parseResults([...statement.description, ...messages], this.pglite.parsers) as Results<T>[];
    return result?.rows ?? [];
  }

  private async prepare(sql: string): Promise<Statement> {
    const name = this.statements.size < MAX_STATEMENTS ? `portal_${this.statements.size + 1}` : '';
    const messages = await this.send(
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      description: messages.filter((message) => message.name === 'rowDescription' || message.name === 'noData'),
    };
    if (name) this.statements.set(sql, statement);
    return statement;
  }

  /** One buffer, one trip; a database error is thrown once the sync has ended the exchange. */
  private send(...parts: Uint8Array[]): Promise<BackendMessage[]> {
    const buffer = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      buffer.set(part, offset);
      offset += part.length;
    }
    return this.pglite.execProtocolStream(buffer, { syncToFs: false });
  }
}
