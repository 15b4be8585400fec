import {
  type ExecProtocolResult,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/** How many statements stay parsed at once; the least recently used one is closed for a new one. */
export const PGLITE_STATEMENT_LIMIT = 256;

interface ParsedStatement {
  name: string;
  paramTypes: number[];
  /** The rows' description, which each execution's answer lacks (it sends no Describe); none for a statement without rows. */
  rowDescription: BackendMessage | undefined;
}

type BackendMessage = ExecProtocolResult['messages'][number];

/** What drizzle's PGlite session calls on its client. */
export type PgliteQueries = Pick<PGlite, 'query' | 'transaction'>;

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite's `query` parses, describes and plans its text anew on every call, in six calls into the
 * database each: on the feed's cards half of the statement's time (decision 034). This client
 * keeps every text it runs as a named prepared statement, then runs it in one call (bind,
 * execute, sync); PostgreSQL keeps its plan once it finds a generic one as good. It waits for the
 * same locks as `query`, so it never runs inside another caller's open transaction. Transactions
 * are PGlite's own: what runs inside one is rare and written once.
 */
export function preparedStatementClient(client: PGlite, limit = PGLITE_STATEMENT_LIMIT): PgliteQueries {
  const statements = new Map<string, ParsedStatement>();
  let named = 0;

  async function parsed(text: string, options: QueryOptions | undefined): Promise<ParsedStatement> {
    const known = statements.get(text);
    if (known) {
      // A Map keeps insertion order: moved to the end, the statement is the most recently used.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `acorn_${++named}`;
    const messages: Uint8Array[] = [];
    if (statements.size >= limit) {
      const [oldestText, oldest] = statements.entries().next().value as [string, ParsedStatement];
      statements.delete(oldestText);
      messages.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    messages.push(
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const described = await client.execProtocol(joined(messages), { syncToFs: false });
    const parameters = described.messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const statement: ParsedStatement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: described.messages.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const statement = await parsed(text, options);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] as number;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const executed = await client.execProtocol(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const messages = statement.rowDescription
      ? [statement.rowDescription, ...executed.messages]
      : executed.messages;
    // The caller's parsers over PGlite's by prototype: parseResults itself would copy PGlite's
    // 373 parsers into a new object on every call, 0.16 ms each time.
    const parsers = options?.parsers
      ? Object.assign(Object.create(client.parsers), options.parsers)
      : client.parsers;
    return parse.parseResults(messages, parsers, { rowMode: options?.rowMode })[0] as Results<T>;
  }

  return {
    query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      await client._checkReady();
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          // PGlite answers synchronously, so queued statements would otherwise run back to back in
          // one task while finished requests wait to be written and new ones to be read: turns
          // with the network halve the slowest answers under load (decision 034).
          await new Promise((resolve) => setImmediate(resolve));
          return run<T>(text, params, options);
        }),
      );
    },
    transaction: (callback) => client.transaction(callback),
  };
}
