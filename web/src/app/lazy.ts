import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so route modules keep named exports (no default-export churn). */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<any> }));
}
