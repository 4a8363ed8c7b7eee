import { config } from './config.ts';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Structured JSON logs, one line per event, with the request id when there is one. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const threshold = order[(config.logLevel as Level) ?? 'info'] ?? 20;
  if (order[level] < threshold) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export function serializeError(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { name: err.name, error: err.message, stack: err.stack };
  return { error: String(err) };
}
