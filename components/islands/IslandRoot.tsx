import { useEffect, type ReactNode } from 'react';

/**
 * The root of every island, on the server and in the browser alike (so both trees have the same shape and
 * `useId` agrees): it tells the loader when hydration has committed.
 */
export function IslandRoot({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
