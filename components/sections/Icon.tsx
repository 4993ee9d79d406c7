import { LineIcon } from '../ui/icon/LineIcon.tsx';
import type { IconName } from '../../content/home.ts';

const PATHS: Record<IconName, string> = {
  clock: 'M12 6v6l4 2M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  pound: 'M17 20H7c2-1.5 3-3.5 3-6V9a4 4 0 0 1 7-2.6M6 13h8',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-6',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4',
  plug: 'M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0zM12 18v4',
  users:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  target:
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 18a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
};

/** A decorative line icon; the text next to it carries the meaning. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} />;
}
