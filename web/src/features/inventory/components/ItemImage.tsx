import { useState } from 'react';
import { BoxIcon } from '../../../components/ui/icons.tsx';

/**
 * An item's picture through its signed URL, or the placeholder (no image, or the URL no longer loads).
 * `decorative`: inside a link that already says the item's name (the list card), so it adds nothing to it.
 */
export function ItemImage({
  url,
  name,
  className = '',
  decorative = false,
}: {
  url?: string;
  name: string;
  className?: string;
  decorative?: boolean;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <span
        className={`item-image item-image-placeholder ${className}`}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `No image of ${name}` })}
      >
        <BoxIcon size={36} />
      </span>
    );
  }
  return (
    <span className={`item-image ${className}`}>
      <img src={url} alt={decorative ? '' : name} loading="lazy" decoding="async" onError={() => setFailedUrl(url)} />
    </span>
  );
}
