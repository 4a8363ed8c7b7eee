import { paths } from '../config/paths.ts';

/** The location the route guards remembered (`state.from`), as a path to return to after login. */
export function rememberedPath(state: unknown): string | null {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (!from?.pathname || from.pathname === paths.login.href()) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
