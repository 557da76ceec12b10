import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { RouteError } from '@/components/ui/route-error';
import { paths } from '@/config/paths';

/** Each screen is its own chunk, loaded when first visited. */
function screen(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/** The result page's code, which the generator fetches ahead (routes/form.tsx). */
export const loadResults = () => import('./routes/results');

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: screen(() => import('./routes/home')) },
      { path: paths.auth.path, lazy: screen(() => import('./routes/auth')) },
      { path: paths.form.path, lazy: screen(() => import('./routes/form')) },
      { path: paths.results.path, lazy: screen(loadResults) },
      { path: paths.dashboard.path, lazy: screen(() => import('./routes/dashboard')) },
      { path: paths.settings.path, lazy: screen(() => import('./routes/settings')) },
      { path: paths.credits.path, lazy: screen(() => import('./routes/credits')) },
      { path: paths.checkout.path, lazy: screen(() => import('./routes/checkout')) },
      { path: paths.admin.path, lazy: screen(() => import('./routes/admin')) },
      { path: paths.adminLogin.path, lazy: screen(() => import('./routes/admin-login')) },
      { path: paths.adminDashboard.path, lazy: screen(() => import('./routes/admin-dashboard')) },
      { path: '*', lazy: screen(() => import('./routes/not-found')) },
    ],
  },
];
