/** Small structured logger: one line per event, JSON in production, readable otherwise. */
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 100,
};

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(opts: { level: Level | "silent"; json: boolean }): Logger {
  const write = (level: Level, msg: string, fields?: Record<string, unknown>) => {
    if (order[level] < order[opts.level]) return;
    const stream = level === "error" || level === "warn" ? process.stderr : process.stdout;
    if (opts.json) {
      stream.write(
        JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + "\n",
      );
    } else {
      const extra = fields && Object.keys(fields).length ? " " + JSON.stringify(fields) : "";
      stream.write(
        `${new Date().toISOString().slice(11, 19)} ${level.toUpperCase().padEnd(5)} ${msg}${extra}\n`,
      );
    }
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
  };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
