/**
 * Compile-time check of the API contract (shared/api/contract.ts) against the
 * manifest; nothing here runs. `npx tsc` fails when a contract key names no
 * manifest route, or an entry is not a route's shape. Each handler's answer is
 * checked against its route's declared response where the domain's routes are
 * typed (`DomainRoutes`, functions/lib/http.ts).
 */
import type { ApiContract, ApiRoute, RouteContract } from '../shared/api/contract';
import type { RouteKey } from './manifest';

type NotInManifest = Exclude<ApiRoute, RouteKey>;
export const contractKeysAreRoutes: [NotInManifest] extends [never] ? true : NotInManifest = true;
export type ContractEntriesAreRoutes = { [R in ApiRoute]: ApiContract[R] extends RouteContract ? true : never };
