import { Suspense, lazy, useEffect, useState } from 'react';
import { whenRequested } from './toaster.ts';

const Toaster = lazy(() => import('./Toaster.tsx'));

/** Mounted once in the shell; loads the toaster when the first toast is requested. */
export function ToastRegion() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => whenRequested(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
