// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CollectionResponse } from '@shared/schemas/collection';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionKeys, useMemberCollections } from '../../../../web/src/api/collections';
import { useCollections, useToggleSaved } from '../../../../web/src/features/business-profile/api/collections';

const USER = 'u1';
const BUSINESS = 'b1';

/** A server holding one collection of the member; PATCH saveBusiness toggles the business in it. */
function fakeServer() {
  const collection: CollectionResponse = { _id: 'c1', name: 'Sweets', description: '', public: true, images: [], businessCount: 0, businessIds: [], createdAt: '2026-11-01T00:00:00.000Z' };
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname.replace(/^.*(?=\/collections\/)/, '')}`);
      if (url.pathname.endsWith('/collections/all')) return Response.json({ data: { collections: [{ ...collection }] } });
      if (url.pathname.endsWith('/collections/saveBusiness/c1')) {
        const saved = !collection.businessIds.includes(BUSINESS);
        collection.businessIds = saved ? [BUSINESS] : [];
        collection.businessCount = collection.businessIds.length;
        return Response.json({ saved, message: saved ? 'Saved' : 'Removed' });
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
}

/** What the member page (/sb-user/{slug}) shows of a member's collections, through its hook. */
function MemberPageCollections() {
  const collections = useMemberCollections(USER, USER);
  return (
    <ul aria-label="Member page">
      {collections.data?.map((entry) => (
        <li key={entry._id}>{`${entry.name}: ${entry.businessCount}`}</li>
      ))}
    </ul>
  );
}

/** The profile's Save dialog: the same list and the toggle. */
function ProfileSave() {
  const collections = useCollections(USER);
  const toggle = useToggleSaved(USER, BUSINESS);
  return (
    <button type="button" disabled={!collections.data} onClick={() => toggle.mutate({ collectionId: 'c1', cityName: 'pune' })}>
      Save to {collections.data?.[0]?.name}
    </button>
  );
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GET /collections/all: one fetcher, one key (#26 §1)', () => {
  it('the profile and the member page share one request, and a save on the profile refreshes the member page', async () => {
    const calls = fakeServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemberPageCollections />
        <ProfileSave />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Sweets: 0')).toBeTruthy();
    expect(calls.filter((call) => call === 'GET /collections/all')).toHaveLength(1);

    await userEvent.click(await screen.findByRole('button', { name: 'Save to Sweets' }));
    expect(await screen.findByText('Sweets: 1')).toBeTruthy();
    expect(calls).toEqual(['GET /collections/all', 'PATCH /collections/saveBusiness/c1', 'GET /collections/all']);
  });

  it('keys every collection query under one root, the member page by viewer', () => {
    expect(collectionKeys.memberSeenBy(USER, undefined)).toEqual(['collections', 'member', USER, 'visitor']);
    expect(collectionKeys.memberSeenBy(USER, USER).slice(0, 3)).toEqual(collectionKeys.member(USER));
    for (const key of [collectionKeys.ofBusiness(BUSINESS), collectionKeys.oneSeenBy('c1', USER), collectionKeys.public()]) expect(key[0]).toBe(collectionKeys.all[0]);
  });

  it('a save also refreshes a signed-out view of the same member (another viewer key)', async () => {
    fakeServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    await queryClient.prefetchQuery({ queryKey: collectionKeys.memberSeenBy(USER, undefined), queryFn: () => [] });
    render(
      <QueryClientProvider client={queryClient}>
        <ProfileSave />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save to Sweets' }));
    await waitFor(() => expect(queryClient.getQueryState(collectionKeys.memberSeenBy(USER, undefined))?.isInvalidated).toBe(true));
  });
});
