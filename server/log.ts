/**
 * Structured logs: one JSON object per line on stdout. Callers pass event
 * names and technical fields only, never a visitor's personal data.
 */
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;
export type Logger = Record<Exclude<LogLevel, "silent">, (event: string, fields?: Record<string, unknown>) => void>;

export function createLogger(
  level: LogLevel = "info",
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Logger {
  const at =
    (name: Exclude<LogLevel, "silent">) =>
    (event: string, fields: Record<string, unknown> = {}) => {
      if (levels[name] < levels[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: name, event, ...fields }));
    };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
