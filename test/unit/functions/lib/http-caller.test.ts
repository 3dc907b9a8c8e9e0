import { describe, expectTypeOf, it, vi } from 'vitest';
import { defineRoute, type Caller, type DomainRoutes, type RouteCaller } from '../../../../functions/lib/http';

// The rate-limit entity that http.ts loads reads the table's name at import.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit';
});

// The handler's caller is typed from the manifest's access level (issue #26 §3): never missing behind a `user` or `admin` gate.
describe('a route handler’s caller', () => {
  it('follows the manifest route’s access level', () => {
    expectTypeOf<RouteCaller<'POST /collections/add'>>().toEqualTypeOf<Caller>();
    expectTypeOf<RouteCaller<'GET /businesses/getEditRequests'>>().toEqualTypeOf<Caller>();
    expectTypeOf<RouteCaller<'GET /collections/all'>>().toEqualTypeOf<Caller | undefined>();
  });

  it('reaches a handler written in a domain’s route table', () => {
    const routes: Pick<DomainRoutes<'collections'>, 'POST /collections/add' | 'GET /collections/all'> = {
      'POST /collections/add': defineRoute({
        handler: async ({ caller }) => {
          expectTypeOf(caller).toEqualTypeOf<Caller>();
          return caller.sub;
        },
      }),
      'GET /collections/all': defineRoute({
        handler: async ({ caller }) => {
          expectTypeOf(caller).toEqualTypeOf<Caller | undefined>();
          return caller?.sub;
        },
      }),
    };
    expectTypeOf(routes['POST /collections/add'].handler).parameter(0).toHaveProperty('caller').toEqualTypeOf<Caller>();
  });

  it('refuses a public route’s handler that counts on a caller', () => {
    const signedInOnly = defineRoute<undefined, undefined, undefined, Caller>({ handler: async ({ caller }) => caller.sub });
    // @ts-expect-error -- GET /collections/all is public: its caller may be missing
    const routes: Pick<DomainRoutes<'collections'>, 'GET /collections/all'> = { 'GET /collections/all': signedInOnly };
    expectTypeOf(routes).not.toBeAny();
  });
});
