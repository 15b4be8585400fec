import { messages, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

/** How many statements stay parsed at once; the least recently used one is closed for a new one. */
export const PGLITE_STATEMENT_LIMIT = 256;

/** A column of a statement's rows, as PGlite's answers name it. */
interface Field {
  name: string;
  dataTypeID: number;
}

interface ParsedStatement {
  name: string;
  paramTypes: number[];
  /** The rows' columns, which each execution's answer lacks (it sends no Describe); none for a statement without rows. */
  fields: Field[];
}

/** PGlite calls a parser with the value and its type (an array's parser reads its element type). */
type Parsers = Record<number, ((value: string, typeId: number) => unknown) | undefined>;

/** What drizzle's PGlite session calls on its client. */
export type PgliteQueries = Pick<PGlite, 'query' | 'transaction'>;

const { serialize } = protocol;

/** The parts as one array; a single part is answered as it is, without a copy. */
export function joined(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Sends protocol messages to PostgreSQL and answers the bytes of its reply. */
export type Exchange = (message: Uint8Array) => Promise<Uint8Array>;

/** How values go to PostgreSQL and come back, by type id: PGlite's maps, array types included. */
export interface TypeMaps {
  parsers: Parsers;
  serializers: Record<number, ((value: unknown) => string) | undefined>;
}

/**
 * PGlite's `query` parses, describes and plans its text anew on every call, in six calls into the
 * database each: on the feed's cards half of the statement's time (decision 034). These statements
 * keep every text they run as a named prepared statement, then run it in one exchange (bind,
 * execute, sync); PostgreSQL keeps its plan once it finds a generic one as good. Whoever sends the
 * exchanges (`exchange`) keeps them apart from other callers' transactions.
 */
export function preparedStatements(exchange: Exchange, types: TypeMaps, limit = PGLITE_STATEMENT_LIMIT) {
  // Kept as its parse in flight: callers asking for a new text at once share one statement.
  const statements = new LRUCache<string, { name: string; parsed: Promise<ParsedStatement> }>({ max: limit });
  let named = 0;

  function parsed(text: string, options: QueryOptions | undefined): Promise<ParsedStatement> {
    const known = statements.get(text);
    if (known) return known.parsed;
    const name = `acorn_${++named}`;
    const messages: Uint8Array[] = [];
    // Taken out here rather than evicted by `set`, so its close goes in the same exchange.
    const oldest = statements.size >= limit ? statements.pop() : undefined;
    if (oldest) messages.push(serialize.close({ type: 'S', name: oldest.name }));
    messages.push(
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const statement = exchange(joined(messages)).then((reply) => ({ name, ...readDescription(reply) }));
    statements.set(text, { name, parsed: statement });
    // A text PostgreSQL refused is not kept: the next call parses it again and gets its error.
    statement.catch(() => {
      if (statements.peek(text)?.parsed === statement) statements.delete(text);
    });
    return statement;
  }

  return async function run<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined = undefined,
  ): Promise<Results<T>> {
    const statement = await parsed(text, options);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] as number;
      const serializer = options?.serializers?.[type] ?? types.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await exchange(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    // The caller's parsers over PGlite's by prototype, not copied into a new object on every call.
    const parsers = (
      options?.parsers ? Object.assign(Object.create(types.parsers), options.parsers) : types.parsers
    ) as Parsers;
    return readAnswer(answer, statement.fields, parsers, options?.rowMode) as Results<T>;
  };
}

/**
 * The bytes of PGlite's reply as they come, read by `readAnswer`: PGlite's own reading decodes
 * every field of every row into a copy first, a fifth of its time on a page of cards (decision
 * 035). pglite-worker.mjs does the same on its thread.
 */
export async function exchangeWith(client: PGlite, message: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await client.execProtocolRawStream(message, { onRawData: (chunk) => chunks.push(chunk.slice()) });
  return joined(chunks);
}

/**
 * Prepared statements on a PGlite in this process. They wait for the same locks as `query`, so
 * they never run inside another caller's open transaction. Transactions are PGlite's own: what
 * runs inside one is rare and written once.
 */
export function preparedStatementClient(client: PGlite, limit = PGLITE_STATEMENT_LIMIT): PgliteQueries {
  const run = preparedStatements(
    (message) => exchangeWith(client, message),
    client as unknown as TypeMaps,
    limit,
  );
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

const decoder = new TextDecoder();

/** The text of a zero-terminated string at `start`, and where it ends. */
function cstring(data: Uint8Array, start: number): [string, number] {
  const end = data.indexOf(0, start);
  return [decoder.decode(data.subarray(start, end)), end + 1];
}

/** A statement's parameter types and columns, from the answer to its Parse, Describe and Sync. */
function readDescription(data: Uint8Array): Pick<ParsedStatement, 'paramTypes' | 'fields'> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const described: Pick<ParsedStatement, 'paramTypes' | 'fields'> = { paramTypes: [], fields: [] };
  for (let offset = 0; offset + 5 <= data.length; offset += 1 + view.getInt32(offset + 1)) {
    const type = data[offset];
    const body = offset + 5;
    if (type === PARAMETER_DESCRIPTION) {
      const count = view.getInt16(body);
      for (let index = 0; index < count; index += 1)
        described.paramTypes.push(view.getInt32(body + 2 + index * 4));
    } else if (type === ROW_DESCRIPTION) {
      const count = view.getInt16(body);
      let at = body + 2;
      for (let index = 0; index < count; index += 1) {
        const [name, next] = cstring(data, at);
        // After the name: table id (4), column number (2), type id (4), size (2), modifier (4), format (2).
        described.fields.push({ name, dataTypeID: view.getInt32(next + 6) });
        at = next + 18;
      }
    } else if (type === ERROR_RESPONSE) {
      throw databaseError(data, body, view.getInt32(offset + 1));
    }
  }
  return described;
}

/**
 * An execution's rows and command as PGlite's `query` answers them, read from PostgreSQL's
 * messages (BindComplete, DataRow, CommandComplete, ErrorResponse, ReadyForQuery): each field
 * decoded in place and parsed by its type's parser. An ErrorResponse is thrown as PGlite's
 * `DatabaseError`, with the same fields.
 */
function readAnswer(data: Uint8Array, fields: Field[], parsers: Parsers, rowMode: QueryOptions['rowMode']) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const rows: unknown[] = [];
  let command: string | undefined;
  let rowCount: number | undefined;
  let affectedRows = 0;
  for (let offset = 0; offset + 5 <= data.length; offset += 1 + view.getInt32(offset + 1)) {
    const type = data[offset];
    const body = offset + 5;
    if (type === DATA_ROW) {
      const count = view.getInt16(body);
      const values: unknown[] = new Array(count);
      let at = body + 2;
      for (let index = 0; index < count; index += 1) {
        const size = view.getInt32(at);
        at += 4;
        if (size < 0) {
          values[index] = null;
          continue;
        }
        const text = decoder.decode(data.subarray(at, at + size));
        at += size;
        const dataTypeID = (fields[index] as Field).dataTypeID;
        const parser = parsers[dataTypeID];
        values[index] = parser ? parser(text, dataTypeID) : text;
      }
      if (rowMode === 'array') rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        for (const [index, field] of fields.entries()) row[field.name] = values[index];
        rows.push(row);
      }
    } else if (type === COMMAND_COMPLETE) {
      const words = cstring(data, body)[0].split(' ');
      command = words[0];
      const counted = Number.parseInt(words[words.length - 1] as string, 10);
      if (!Number.isNaN(counted)) {
        rowCount = counted;
        if (command && COUNTED_COMMANDS.has(command)) affectedRows += counted;
      }
    } else if (type === ERROR_RESPONSE) {
      throw databaseError(data, body, view.getInt32(offset + 1));
    }
  }
  return { rows, fields, command, affectedRows, ...(rowCount === undefined ? {} : { rowCount }) };
}

/** The error an answer carries, if any (a script's answer: its rows are not read). */
export function failureIn(data: Uint8Array): Error | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let offset = 0; offset + 5 <= data.length; offset += 1 + view.getInt32(offset + 1)) {
    if (data[offset] === ERROR_RESPONSE) return databaseError(data, offset + 5, view.getInt32(offset + 1));
  }
  return undefined;
}

const DATA_ROW = 0x44;
const PARAMETER_DESCRIPTION = 0x74;
const ROW_DESCRIPTION = 0x54;
const COMMAND_COMPLETE = 0x43;
const ERROR_RESPONSE = 0x45;
/** The commands whose count PGlite adds to `affectedRows`. */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** PostgreSQL's field codes of an ErrorResponse, by the name PGlite's error gives each. */
const ERROR_FIELDS: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

/** An ErrorResponse as PGlite's `DatabaseError`: the message, and each field under its name. */
function databaseError(data: Uint8Array, start: number, length: number): Error {
  const values: Record<string, string> = {};
  let at = start;
  while (data[at] !== 0) {
    const code = String.fromCharCode(data[at] as number);
    const [value, next] = cstring(data, at + 1);
    values[code] = value;
    at = next;
  }
  const error = new messages.DatabaseError(values.M ?? 'database error', length, 'error');
  for (const [code, name] of Object.entries(ERROR_FIELDS)) {
    if (values[code] !== undefined) Object.assign(error, { [name]: values[code] });
  }
  return error;
}
