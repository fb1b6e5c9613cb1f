import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";
import { withoutDrizzleParsers } from "./pglite-parsers";

/**
 * Named prepared statements on PGlite (decision 0064). PGlite's `query()` sends every
 * statement as an unnamed one (Parse, Describe, Bind, Describe, Execute, Sync: six calls into
 * the WebAssembly backend), so PostgreSQL parses and plans it again at every call, on the
 * server's own thread. The hot reads (`prepared()` in prepared.ts) instead go through this
 * client: the statement is parsed once under a name and planned once (generic plan, as on the
 * PostgreSQL hot pool); each call is one Bind + Describe + Execute + Sync message.
 *
 * Only for reads outside a transaction: it waits for PGlite's transaction lock as `query()`
 * does, and does not sync the data folder afterwards (nothing was written).
 */
export interface NamedStatementClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

interface Statement {
  name: string;
  paramTypes: number[];
}

export async function namedStatementClient(pg: PGlite): Promise<NamedStatementClient> {
  // Generic plans for the named statements (the session's only other statements are
  // unnamed, which PostgreSQL always plans for their values).
  await pg.exec("set plan_cache_mode = force_generic_plan");
  const statements = new Map<string, Statement>();

  async function statementFor(text: string, options?: QueryOptions): Promise<Statement> {
    const known = statements.get(text);
    if (known) return known;
    const name = `kw_named_${statements.size + 1}`;
    try {
      await pg.execProtocol(serialize.parse({ name, text, types: options?.paramTypes }), {
        syncToFs: false,
      });
      const described = await pg.execProtocol(serialize.describe({ type: "S", name }), {
        syncToFs: false,
      });
      const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
      statements.set(text, statement);
      return statement;
    } finally {
      await pg.execProtocol(serialize.sync(), { syncToFs: false, throwOnError: false });
    }
  }

  return {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          const { name, paramTypes } = await statementFor(text, options);
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const type = paramTypes[i]!;
            const serializer = options?.serializers?.[type] ?? pg.serializers[type];
            return serializer ? serializer(value) : String(value);
          });
          const messages = await pg.execProtocolStream(
            concat([
              serialize.bind({ statement: name, values }),
              serialize.describe({ type: "P" }),
              serialize.execute({}),
              serialize.sync(),
            ]),
            { syncToFs: false },
          );
          // drizzle's parsers are in PGlite's table when it came through drizzleClient (0068).
          return parse.parseResults(messages, pg.parsers, withoutDrizzleParsers(pg, options))[0] as Results<T>;
        }),
      ),
  };
}
