/**
 * The routes (PF 2). Each screen is its own chunk (`lazy`), so the login page downloads only the
 * app frame and the login code. Guards are loaders (see route-guards.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FailureScreen } from '../components/failure-screen';
import { LoadingScreen } from '../components/loading-screen';
import { paths } from '../config/paths';
import { requireGuest, requireUser } from './route-guards';

const loginRoute = () =>
  import('../features/auth/routes/login-route').then((m) => ({ Component: m.LoginRoute }));

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      HydrateFallback: LoadingScreen,
      ErrorBoundary: FailureScreen,
      children: [
        {
          id: 'public',
          loader: requireGuest(queryClient),
          children: [
            { path: paths.login, lazy: loginRoute },
            { path: paths.loginAlias, lazy: loginRoute },
          ],
        },
        {
          id: 'private',
          loader: requireUser(queryClient),
          lazy: () => import('./shell/app-shell').then((m) => ({ Component: m.AppShell })),
          children: [
            {
              path: paths.home,
              lazy: () =>
                import('../features/home/routes/home-route').then((m) => ({ Component: m.HomeRoute })),
            },
          ],
        },
        {
          path: '*',
          lazy: () => import('./routes/not-found-route').then((m) => ({ Component: m.NotFoundRoute })),
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
