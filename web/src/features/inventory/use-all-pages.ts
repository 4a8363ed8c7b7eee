import { useEffect } from 'react';

/** A picker lists every supplier, customer or warehouse: read on past the first page. */
export function useAllPages(list: { hasMore: boolean; loadingMore: boolean; loadMore: () => void }) {
  const { hasMore, loadingMore, loadMore } = list;
  useEffect(() => {
    if (hasMore && !loadingMore) loadMore();
  }, [hasMore, loadingMore, loadMore]);
}
