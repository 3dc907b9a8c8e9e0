import { matchPath } from '../../lib/router';
import { paths } from '../../config/paths';

/**
 * The pages whose content depends on a city that their URL does not name, so
 * the location picker opens by itself there until one is chosen: home (its
 * blocks), a product category page without a city, the request for quotes
 * (the sellers it reaches) and write-a-review (the businesses it finds).
 * Pages under /in/{city} name their city; every other page (articles,
 * profiles, sign-in, the dashboard, admin) shows the same for every city.
 */
const PAGES_NEEDING_A_CITY = [paths.home.path, paths.categories.detail.path, paths.requireForm.path, paths.writeReview.path];

/** Does this page need a city it does not name (so the picker should open when none is chosen)? */
export function pageNeedsCity(pathname: string): boolean {
  return PAGES_NEEDING_A_CITY.some((pattern) => matchPath(pattern, pathname) !== null);
}
