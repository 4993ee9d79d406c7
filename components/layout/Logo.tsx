import { brand } from '../../lib/brand.ts';

/** The brand mark, decorative next to the brand name. Same drawing as public/icon.svg. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={brand.blue} />
      <path
        d="M9 10h8a4 4 0 0 1 0 8H9zM9 18h10a4 4 0 0 1 0 8H9z"
        fill="none"
        stroke={brand.paper}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
