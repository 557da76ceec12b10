import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the toaster, and so downloads notistack, when the first toast is raised. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
