export { matchPath, type Params, type PathMatch } from './path';
export { loadMatches, type LazyRoute, type RouteDefinition, type RouteMatch } from './routes';
export {
  createBrowserRouter,
  createStaticRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useFocusAfterNavigation,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type LinkProps,
  type Location,
  type NavigateOptions,
  type Router,
} from './router';
