import { Suspense } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import { RequireAdmin } from '../../features/auth/components/require-admin';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { RouteErrorBoundary } from './route-error-boundary';
import { type PageRoute, pageRoutes, redirectRoutes } from './route-table';

function RoutePage({ route }: { route: PageRoute }) {
  const Page = route.page;
  const page = <Page {...route.props} />;
  return (
    <RouteErrorBoundary fallback={route.fallback}>
      <Suspense fallback={<PageLoading />}>
        {route.guard === 'admin' ? (
          <RequireAdmin>{page}</RequireAdmin>
        ) : route.guard === 'user' ? (
          <RequireSignIn>{page}</RequireSignIn>
        ) : (
          page
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The routes as direct `<Route>` children for IonRouterOutlet, which reads their `path` and
 * `element` props itself (react-router v6 style, as @ionic/react-router 9 expects).
 */
export function renderRoutes() {
  return [
    ...redirectRoutes.map((r) => (
      <Route key={r.path} path={r.path} element={<Navigate to={r.redirectTo} replace />} />
    )),
    ...pageRoutes.map((route) => (
      <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
    )),
  ];
}
