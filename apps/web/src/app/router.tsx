import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setApiNavigator } from '../lib/api-client';
import { appAbility } from '../lib/ability';
import { getUserData, isLoggedIn } from '../lib/storage';
import { APP_ROUTES, type AppRoute } from './paths';
import { decideNavigation } from './route-guard';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './layouts/route-error-boundary';

/**
 * What the router shows while the first screen's code and guard load: nothing of its own, since
 * the page's splash (index.html's `#loading-bg`) is still up. An element, not `null`, which the
 * router takes for "none given" and warns about on every load.
 */
function FirstLoad() {
  return null;
}

function guardLoader(route: AppRoute) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = decideNavigation(
      route,
      { loggedIn: isLoggedIn(), userData: getUserData(), ability: appAbility },
      `${url.pathname}${url.search}`,
    );
    if (decision.type === 'redirect') return redirect(decision.to);
    return null;
  };
}

export function buildRouteObjects(routes: readonly AppRoute[] = APP_ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <FirstLoad />,
      children: [
        ...routes.map((route): RouteObject => ({
          id: route.name,
          path: route.path,
          handle: route,
          loader: guardLoader(route),
          lazy: route.screen,
          errorElement: <RouteErrorBoundary />,
        })),
        { path: '*', loader: () => redirect('/error-404') },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRouteObjects());

setApiNavigator((to) => void router.navigate(to));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
