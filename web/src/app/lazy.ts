import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a named export, so route modules keep named exports; the component keeps its prop types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy itself is typed over ComponentType<any>
export function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
