import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoute } from '../../../web/src/lib/api-route';

/** Records each request's method, path, query and body, and answers `{ data: [] }`. */
function recordRequests() {
  const sent: { method: string; path: string; query: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      sent.push({ method: init?.method ?? 'GET', path: url.pathname.replace(/^\/api/, ''), query: url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return Response.json({ data: [] });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRoute: a call by the manifest route key (#26 §1)', () => {
  it('sends the query string of a GET and answers the route’s response', async () => {
    const sent = recordRequests();
    const answer = await apiRoute('GET /questions/all', { query: { businessId: 'b 1' } });
    expect(answer.data).toEqual([]);
    expect(sent).toEqual([{ method: 'GET', path: '/questions/all', query: '?businessId=b+1', body: undefined }]);
  });

  it('fills and encodes path parameters and sends the body as JSON', async () => {
    const sent = recordRequests();
    await apiRoute('PATCH /questions/answer/{id}', { path: { id: 'q/1' }, body: { answer: 'Yes, till 10 pm' } });
    expect(sent).toEqual([{ method: 'PATCH', path: '/questions/answer/q%2F1', query: '', body: { answer: 'Yes, till 10 pm' } }]);
  });

  it('checks the input against the route’s schemas at compile time', () => {
    const sent = recordRequests();
    const calls = () => [
      // @ts-expect-error the route's query needs userId
      apiRoute('GET /collections/all', { query: {} }),
      // @ts-expect-error a GET of this route has no body
      apiRoute('GET /collections/all', { query: { userId: 'u1' }, body: {} }),
      // @ts-expect-error the path parameter is missing
      apiRoute('GET /businesses/getEditRequest/{id}', {}),
      // @ts-expect-error not a route of the contract
      apiRoute('GET /collections/everything', {}),
    ];
    expect(typeof calls).toBe('function');
    expect(sent).toEqual([]);
  });

  it('lets a query of optional filters be left out, and types a route on every review base', async () => {
    const sent = recordRequests();
    await apiRoute('GET /discount/all', {});
    await apiRoute(`DELETE ${'/productReviews' as '/reviews' | '/productReviews'}/delete/{reviewId}`, { path: { reviewId: 'r1' } });
    const calls = () => [
      // @ts-expect-error the unread count takes no query
      apiRoute('GET /notifications/unreadCount', { query: { limit: 1 } }),
      // @ts-expect-error a review's reply needs its text
      apiRoute('PATCH /eventRev/reply/{reviewId}', { path: { reviewId: 'r1' }, body: {} }),
    ];
    expect(typeof calls).toBe('function');
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /discount/all', 'DELETE /productReviews/delete/r1']);
  });
});
