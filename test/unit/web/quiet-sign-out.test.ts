import { describe, expect, it } from 'vitest';
import { isPrivatePath } from '../../../web/src/lib/api-client';

describe('an expired session', () => {
  it('leads to the login form only on a private page; public pages sign out quietly', () => {
    for (const path of ['/dashboard/business', '/dashboard/messages', '/admin-portal', '/admin-portal/edit-requests']) expect(isPrivatePath(path), path).toBe(true);
    for (const path of ['/', '/in/mumbai', '/in/mumbai/sbiz/midnight-chai-corner', '/in/mumbai/search/sb', '/blog/chai', '/dashboards-of-india', '/login'])
      expect(isPrivatePath(path), path).toBe(false);
  });
});
