import { describe, expect, it } from 'vitest';
import { routes } from '../../../../functions/manifest';
import { matchRoute } from '../../../../scripts/local/route-matcher';

describe('matchRoute', () => {
  it('finds every manifest route by method and concrete path', () => {
    for (const route of routes) {
      const path = `/api${route.path.replace(/\{\w+\}/g, 'x1')}`;
      const match = matchRoute(route.method, path);
      expect(match, `${route.method} ${path}`).toMatchObject({ route: { method: route.method, path: route.path } });
    }
  });

  it('decodes path parameters', () => {
    const match = matchRoute('PATCH', '/api/users/update/abc%20def');
    expect(match).toMatchObject({ resource: '/api/users/update/{userId}', pathParameters: { userId: 'abc def' } });
  });

  it('tells a wrong method apart from an unknown path', () => {
    expect(matchRoute('DELETE', '/api/auth/login')).toBe('method-not-allowed');
    expect(matchRoute('GET', '/api/nowhere')).toBeUndefined();
    expect(matchRoute('GET', '/health')).toBeUndefined();
  });

  it('accepts a trailing slash, as API Gateway does', () => {
    expect(matchRoute('GET', '/api/health/')).toMatchObject({ route: { path: '/health' } });
  });
});
