import { useSyncExternalStore } from 'react';
import { getServerState, getState, subscribe, type PwaState } from './store.ts';

/** The PWA state for React (store.ts): the server's empty state during hydration, then the browser's. */
export const usePwaState = (): PwaState => useSyncExternalStore(subscribe, getState, getServerState);
