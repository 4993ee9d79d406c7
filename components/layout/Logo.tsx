import { brand, mark } from '../../lib/brand.ts';

/** The brand mark (lib/brand.ts), decorative next to the brand name. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox={mark.viewBox} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx={mark.radius} fill={brand.blue} />
      <path d={mark.path} fill="none" stroke={brand.paper} strokeWidth={mark.strokeWidth} strokeLinejoin="round" />
    </svg>
  );
}
