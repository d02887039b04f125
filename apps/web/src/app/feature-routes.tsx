/**
 * Private routes that belong to one feature each, mounted by router.tsx inside the shell. One
 * entry per screen; every screen is its own chunk (`lazy`).
 */
import type { RouteObject } from 'react-router';

export const featureRoutes: RouteObject[] = [
  // entries: { path: paths.x, lazy: () => import('../features/x/routes/x-route').then((m) => ({ Component: m.XRoute })) },
];
