import { useEffect, type RefObject } from 'react';

/**
 * On a stacked (narrow) layout, where a detail panel sits above or below its list rather than beside it, brings the
 * panel into view each time `openKey` names something newly opened (a tapped room or order, or one opened straight
 * from a link), so a tap never leaves the screen looking unchanged. `within`: the panel is the element of `ref`
 * matching this selector (a panel passed in as a child). The panel's CSS gives it a scroll-margin-top under the top bar.
 */
export function useRevealWhenStacked(ref: RefObject<HTMLElement | null>, openKey: unknown, stackedQuery: string, within?: string) {
  useEffect(() => {
    if (openKey === null || openKey === undefined || openKey === '') return;
    if (!window.matchMedia(stackedQuery).matches) return;
    const frame = requestAnimationFrame(() => {
      const panel = within ? ref.current?.querySelector(within) : ref.current;
      panel?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, openKey, stackedQuery, within]);
}
