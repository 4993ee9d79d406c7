import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React controls the page. Controls that must
 * not act before then (a form's submit, which would otherwise do a native GET with the typed data) use it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
