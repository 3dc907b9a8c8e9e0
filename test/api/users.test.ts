import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoteToAdmin, startHarness, type Harness } from './harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api.stop());

async function signUpAdmin() {
  const admin = await api.signUp({ firstName: 'Site', lastName: 'Admin' });
  await promoteToAdmin(admin.user._id);
  const login = await api.call('POST', '/auth/login', { body: { email: admin.user.email, password: admin.password } });
  return login.body as typeof admin;
}

describe('PATCH /users/update/{userId}', () => {
  it('lets a user update themself, including the businessOwner flag', async () => {
    const { user, tokens } = await api.signUp();
    const response = await api.call('PATCH', `/users/update/${user._id}`, { token: tokens.access.token, body: { firstName: 'Kavya', businessOwner: 'true' } });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ _id: user._id, firstName: 'Kavya', businessOwner: true });
  });

  it('refuses anonymous callers (401) and other users (403)', async () => {
    const owner = await api.signUp();
    const stranger = await api.signUp();
    expect((await api.call('PATCH', `/users/update/${owner.user._id}`, { body: { firstName: 'X' } })).status).toBe(401);
    const denied = await api.call('PATCH', `/users/update/${owner.user._id}`, { token: stranger.tokens.access.token, body: { firstName: 'X' } });
    expect(denied).toMatchObject({ status: 403, body: { message: 'You can only update your own profile' } });
    const me = await api.call('GET', '/auth/me', { token: owner.tokens.access.token });
    expect(me.body.user.firstName).toBe(owner.user.firstName);
  });

  it('never lets a user make themself admin', async () => {
    const { user, tokens } = await api.signUp();
    const response = await api.call('PATCH', `/users/update/${user._id}`, { token: tokens.access.token, body: { role: 'admin' } });
    expect(response).toMatchObject({ status: 403, body: { message: 'Only an admin can change roles' } });
    const me = await api.call('GET', '/auth/me', { token: tokens.access.token });
    expect(me.body.user.role).toBe('user');
  });

  it('lets an admin update anyone, including their role', async () => {
    const admin = await signUpAdmin();
    const { user } = await api.signUp();
    const response = await api.call('PATCH', `/users/update/${user._id}`, { token: admin.tokens.access.token, body: { lastName: 'Verified', role: 'admin' } });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ lastName: 'Verified', role: 'admin' });
  });

  it('accepts only image keys the caller uploaded', async () => {
    const { user, tokens } = await api.signUp();
    const other = await api.signUp();
    const foreign = await api.call('PATCH', `/users/update/${user._id}`, {
      token: tokens.access.token,
      body: { image: `uploads/${other.user._id}/profile/abc/photo.png` },
    });
    expect(foreign.status).toBe(400);
    const own = await api.call('PATCH', `/users/update/${user._id}`, { token: tokens.access.token, body: { image: `uploads/${user._id}/profile/abc/photo.png` } });
    expect(own.status).toBe(200);
    expect(own.body.user.image).toBe(`uploads/${user._id}/profile/abc/photo.png`);
  });

  it('refuses unknown fields rather than ignoring them', async () => {
    const { user, tokens } = await api.signUp();
    const response = await api.call('PATCH', `/users/update/${user._id}`, { token: tokens.access.token, body: { passwordHash: 'x' } });
    expect(response.status).toBe(400);
  });
});

describe('GET /users/getBySlug', () => {
  it('shows the public profile without the email to strangers', async () => {
    const { user } = await api.signUp();
    const response = await api.call('GET', `/users/getBySlug?slug=${user.slug}`);
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ _id: user._id, slug: user.slug });
    expect(response.body.user).not.toHaveProperty('email');
    expect((await api.call('GET', '/users/getBySlug?slug=nobody-here')).status).toBe(404);
    expect((await api.call('GET', '/users/getBySlug')).status).toBe(400);
  });
});
