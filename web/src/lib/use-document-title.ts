import { useEffect } from 'react';

export const PRODUCT_NAME = 'Business Suite';

/** Sets the tab title; `exact` keeps it verbatim (the 404 page is titled just "Not Found"). */
export function useDocumentTitle(title: string, exact = false) {
  useEffect(() => {
    document.title = exact ? title : `${title} · ${PRODUCT_NAME}`;
  }, [title, exact]);
}
