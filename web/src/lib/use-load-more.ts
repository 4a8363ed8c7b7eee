import { useEffect, useRef, type RefObject } from 'react';

export interface LoadMoreOptions {
  /**
   * While false no observer watches (no more pages, or one is loading). The observer is made again each
   * time it turns true, so a sentinel still in view after a page arrives asks for the next one too.
   * Callers whose `onLoadMore` guards itself leave it true.
   */
  readonly active?: boolean;
  /** The scrolling element the sentinel lives in (a list column with its own scroll); the viewport by default. */
  readonly root?: RefObject<HTMLElement | null>;
  /** How early to start loading, before the sentinel is in view. */
  readonly rootMargin?: string;
}

/**
 * More on scroll: returns a ref for a sentinel element at the end of a list; `onLoadMore` runs whenever the
 * sentinel comes within `rootMargin` of view. The latest `onLoadMore` is used without re-observing.
 */
export function useLoadMoreOnScroll(
  onLoadMore: (() => void) | undefined,
  { active = true, root, rootMargin = '200px 0px' }: LoadMoreOptions = {},
): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  useEffect(() => {
    const target = sentinel.current;
    if (!active || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current?.();
      },
      { root: root?.current ?? null, rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [active, root, rootMargin]);
  return sentinel;
}
