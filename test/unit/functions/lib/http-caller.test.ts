import { describe, expectTypeOf, it, vi } from 'vitest';
import { defineRoute, reply, type Caller, type DomainRoutes, type RouteCaller } from '../../../../functions/lib/http';
import type { CollectionResponse, UserCollectionsResponse } from '../../../../shared/schemas/collection';

// The rate-limit entity that http.ts loads reads the table's name at import.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit';
});

/** A collection named after its owner: an answer the contract accepts, built from the caller. */
const collectionOf = (ownerId: string): CollectionResponse => ({ _id: 'c1', name: ownerId, description: '', public: false, images: [], businessCount: 0, businessIds: [], createdAt: '' });

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
          return reply(201, { data: collectionOf(caller.sub) });
        },
      }),
      'GET /collections/all': defineRoute({
        handler: async ({ caller }) => {
          expectTypeOf(caller).toEqualTypeOf<Caller | undefined>();
          return { data: { collections: caller ? [collectionOf(caller.sub)] : [] } };
        },
      }),
    };
    expectTypeOf(routes['POST /collections/add'].handler).parameter(0).toHaveProperty('caller').toEqualTypeOf<Caller>();
  });

  it('refuses a public route’s handler that counts on a caller', () => {
    const signedInOnly = defineRoute<undefined, undefined, undefined, Caller, UserCollectionsResponse>({ handler: async ({ caller }) => ({ data: { collections: [collectionOf(caller.sub)] } }) });
    // @ts-expect-error -- GET /collections/all is public: its caller may be missing
    const routes: Pick<DomainRoutes<'collections'>, 'GET /collections/all'> = { 'GET /collections/all': signedInOnly };
    expectTypeOf(routes).not.toBeAny();
  });
});

// A handler's answer is held to the route's declared response (shared/api/contract.ts), so it cannot drift from what the web reads (issue #26 §1).
describe('a route handler’s answer', () => {
  it('is the contract’s response, as a body or with a status', () => {
    const routes: Pick<DomainRoutes<'collections'>, 'POST /collections/add' | 'GET /collections/all'> = {
      'POST /collections/add': defineRoute({ handler: async ({ caller }) => reply(201, { data: collectionOf(caller.sub) }) }),
      'GET /collections/all': defineRoute({ handler: async () => ({ data: { collections: [] } }) }),
    };
    expectTypeOf(routes).not.toBeAny();
  });

  it('refuses an answer of another shape, in a body or a reply', () => {
    const routes: Pick<DomainRoutes<'collections'>, 'POST /collections/add' | 'GET /collections/all'> = {
      // @ts-expect-error -- the collection is under `data`, not the answer itself
      'POST /collections/add': defineRoute({ handler: async ({ caller }) => reply(201, collectionOf(caller.sub)) }),
      // @ts-expect-error -- `collections` is a list
      'GET /collections/all': defineRoute({ handler: async () => ({ data: { collections: collectionOf('u1') } }) }),
    };
    expectTypeOf(routes).not.toBeAny();
  });
});
