/*
 * The hot reads' connections, shared by every request at once (decision 0071); one-write
 * transactions have their own set (decision 0074). Each hot read
 * is one prepared statement outside any transaction, so it needs no connection to itself: a
 * request hands its statement to the least busy of a few pipelined node-postgres clients
 * (`pipeline: true`), which sends it at once, behind whatever that connection is still
 * answering. PostgreSQL runs them in order, each with its own Sync, so a failing statement
 * fails only its own request. Compared with a pool, where a request waits for a free
 * connection and each connection has one statement in flight, the server's backend finds the
 * next statement already waiting and both sides sleep and wake far less often.
 */

/** The part of a node-postgres client this uses. */
export interface PipelinedClient {
  query(config: unknown, values?: unknown): Promise<unknown>;
  connect(): Promise<unknown>;
  end(): Promise<unknown>;
  on(event: "error" | "end", listener: (err?: Error) => void): unknown;
}

export interface SharedConnections {
  /** node-postgres' `query(config, values)`, as drizzle calls it on a client. */
  query(config: unknown, values?: unknown): Promise<unknown>;
  /**
   * Runs `use` with the least busy connection's client (opened when needed), which counts as
   * busy until `use` settles: for statements that must leave together (pipelined.ts).
   */
  withClient<T>(use: (client: PipelinedClient) => Promise<T>): Promise<T>;
  /** Ends the open connections; statements handed over afterwards are refused. */
  end(): Promise<void>;
  /** Statements (or one-write transactions) handed over and not yet answered (metrics). */
  inFlight(): number;
}

interface Slot {
  client: Promise<PipelinedClient> | null;
  inFlight: number;
}

/**
 * `size` connections, each made by `create` (a client with `pipeline: true`) at its first use.
 * A connection that fails or ends is replaced at its next use; the statements it had in
 * flight fail, as they would on a pool's connection. `onError` hears a connection's error.
 */
export function sharedConnections(
  create: () => PipelinedClient,
  size: number,
  onError: (err: Error) => void,
  /** Hears how long each hand-over took until its answer, in seconds (metrics). */
  onSettled?: (seconds: number) => void,
): SharedConnections {
  let ended = false;
  const slots: Slot[] = Array.from({ length: Math.max(1, size) }, () => ({
    client: null,
    inFlight: 0,
  }));

  const open = (slot: Slot): Promise<PipelinedClient> => {
    const client = create();
    const opened = client.connect().then(() => client);
    const drop = () => {
      if (slot.client === opened) slot.client = null;
    };
    client.on("error", (err) => {
      drop();
      if (err && !ended) onError(err);
    });
    client.on("end", drop);
    // A failed connect fails the statements that waited for it; the next one tries again.
    opened.catch(drop);
    return opened;
  };

  const withClient = async <T>(use: (client: PipelinedClient) => Promise<T>): Promise<T> => {
    if (ended) throw new Error("The database connections are closed");
    let slot = slots[0];
    for (const s of slots) if (s.inFlight < slot.inFlight) slot = s;
    slot.inFlight++;
    const started = onSettled ? performance.now() : 0;
    try {
      return await use(await (slot.client ??= open(slot)));
    } finally {
      slot.inFlight--;
      onSettled?.((performance.now() - started) / 1000);
    }
  };

  return {
    query: (config, values) => withClient((client) => client.query(config, values)),
    withClient,
    async end() {
      ended = true;
      await Promise.all(slots.map((s) => s.client?.then((c) => c.end()).catch(() => undefined)));
    },
    inFlight: () => slots.reduce((n, s) => n + s.inFlight, 0),
  };
}
