import type { SVGProps } from 'react';
import type { LucideIcon } from 'lucide-react';

/** Props every icon takes: any SVG attribute plus a pixel size. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** A lucide glyph with the suite's defaults: 20px, 1.8 stroke, decorative (hidden from assistive tech, never focusable) unless the caller overrides. */
/* #__NO_SIDE_EFFECTS__ */
export function createIcon(Glyph: LucideIcon) {
  const Icon = ({ size = 20, ...rest }: IconProps) => (
    <Glyph size={size} strokeWidth={1.8} aria-hidden="true" focusable="false" {...rest} />
  );
  Icon.displayName = `${Glyph.displayName ?? 'Lucide'}Icon`;
  return Icon;
}
