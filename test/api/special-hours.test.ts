import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIndiaDays, indiaDay } from '../../shared/time/india';
import { promoteToAdmin, startHarness, type Harness } from './harness';

/** Special days and temporary closure (issue #27 §4): stored on the listing through the setup form's update route, returned by the profile, honoured by open now and the open-now filter. */
let api: Harness;
let owner: Awaited<ReturnType<Harness['signUp']>>;
let stranger: Awaited<ReturnType<Harness['signUp']>>;
let admin: { tokens: { access: { token: string } } };
let business: { _id: string; slug: string };

const token = (session: { tokens: { access: { token: string } } }) => session.tokens.access.token;
const allWeek = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, open: '00:00', close: '00:00', closed: false }));
const NAME = 'Zarifspecial Sweets';
// The India day of the test run; the API reads "today" in India too.
const today = indiaDay(Date.now());
const tomorrow = addIndiaDays(today, 1);

const update = (body: unknown, session: { tokens: { access: { token: string } } } = owner) => api.call('PATCH', `/businesses/update/${business._id}`, { token: token(session), body });
const profile = () => api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=Pune`);
/** The listing's name if the Pune list with these filters has it. */
const listed = async (params: string) => {
  await api.poller.drain();
  const response = await api.call<{ data: Array<{ _id: string; temporaryClosure?: unknown; specialHours?: unknown }> }>('GET', `/businesses/all?cityName=pune&find=zarifspecial${params}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.find((card) => card._id === business._id);
};

beforeAll(async () => {
  api = await startHarness();
  owner = await api.signUp({ firstName: 'Zarif', lastName: 'Owner' });
  stranger = await api.signUp({ firstName: 'Sten', lastName: 'Stranger' });
  const candidate = await api.signUp({ firstName: 'Adi', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  admin = (await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body;
  const added = await api.call('POST', '/businesses/add', {
    token: token(owner),
    body: { name: NAME, cityName: 'Pune', contact: { email: 'hi@zarif.in', phone: '9876500011' }, address: { street: 'MG Road' }, workingHours: allWeek },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  business = added.body;
});
afterAll(() => api.stop());

describe('special days', () => {
  it('a holiday today makes open now say closed, on the profile and in the open-now filter; stored and returned with ids', async () => {
    expect((await profile()).body.profile.openStatus).toMatchObject({ isOpen: true, text: 'Open now' });
    expect(await listed('&openNow=true')).toBeDefined();

    const saved = await update({
      specialHours: [
        { date: today, label: 'Diwali', closed: true },
        { date: addIndiaDays(today, 3), label: 'Bhai Dooj', closed: false, slots: [{ open: '10:00', close: '14:00' }] },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.specialHours).toMatchObject([
      { date: today, label: 'Diwali', closed: true, slots: [] },
      { label: 'Bhai Dooj', slots: [{ open: '10:00', close: '14:00' }] },
    ]);
    expect(saved.body.data.specialHours.every((day: { _id?: string }) => typeof day._id === 'string' && day._id.length > 0)).toBe(true);

    const read = await profile();
    expect(read.body.data.specialHours).toHaveLength(2);
    expect(read.body.profile.openStatus).toMatchObject({ isOpen: false, tone: 'closed', reason: 'special-day' });
    // Within the hour before midnight (India time) it opens 'in N minutes', with nothing after.
    expect(read.body.profile.openStatus.text).toMatch(/^Closed for Diwali, opens (tomorrow |in \d+ minutes?\b)/);

    // The card carries the day, so the open-now filter reads it at request time.
    expect(await listed('&openNow=true')).toBeUndefined();
    expect((await listed(''))?.specialHours).toHaveLength(2);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const before = (await profile()).body.data;
    const refused = async (specialHours: unknown, message: string | RegExp) => {
      const response = await update({ specialHours, seoTitle: 'Should not be saved' });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.message).toMatch(message);
    };
    const yesterday = addIndiaDays(today, -1);
    await refused([{ date: yesterday, label: 'Gone by', closed: true }], /is in the past; special days must be today or later$/);
    await refused([{ date: tomorrow, label: 'Late opening', closed: false, slots: [{ open: '14:00', close: '10:00' }] }], 'Closing time must be after opening time');
    await refused(
      [
        { date: tomorrow, label: 'One', closed: true },
        { date: tomorrow, label: 'Two', closed: true },
      ],
      /^There is already a special day on /,
    );
    await refused([{ date: tomorrow, label: 'No hours', closed: false, slots: [] }], 'Please add the hours for this day, or mark it closed');
    await refused([{ date: tomorrow, label: '', closed: true }], 'Please say what the day is (for example, Diwali)');
    await refused([{ date: '2027-02-30', label: 'Nope', closed: true }], 'Please enter a valid date');
    const many = Array.from({ length: 61 }, (_, index) => ({ date: addIndiaDays(today, index + 1), label: `Day ${index}`, closed: true }));
    await refused(many, 'Please keep to 60 special days');
    await refused([{ date: tomorrow, label: 'x'.repeat(61), closed: true }], 'Please keep the name to 60 characters');
    const after = (await profile()).body.data;
    expect(after.specialHours).toEqual(before.specialHours);
    expect(after.seoTitle).toBe(before.seoTitle);
    // Sixty is allowed.
    expect((await update({ specialHours: many.slice(0, 60) })).status).toBe(200);
    expect((await profile()).body.data.specialHours).toHaveLength(60);
  });

  it('only the owner or an admin may change them: a stranger gets 403, an admin 200', async () => {
    const denied = await update({ specialHours: [] }, stranger);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Only the owner of this business or an admin can do this');
    expect((await profile()).body.data.specialHours).toHaveLength(60);
    const signedOut = await api.call('PATCH', `/businesses/update/${business._id}`, { body: { specialHours: [] } });
    expect(signedOut.status).toBe(401);
    const byAdmin = await update({ specialHours: [{ date: tomorrow, label: 'Stock taking', closed: true }] }, admin);
    expect(byAdmin.status).toBe(200);
    expect((await profile()).body.data.specialHours).toMatchObject([{ date: tomorrow, label: 'Stock taking' }]);
  });
});

describe('temporary closure', () => {
  it('until further notice: the profile says so, the card carries it and the open-now filter leaves it out; null lifts it', async () => {
    const closed = await update({ temporaryClosure: { from: today, until: null, note: 'Closed for renovation' } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.temporaryClosure).toEqual({ from: today, until: null, note: 'Closed for renovation' });
    expect((await profile()).body.profile.openStatus).toEqual({ isOpen: false, text: 'Temporarily closed', tone: 'closed', reason: 'temporary-closure' });
    expect(await listed('&openNow=true')).toBeUndefined();
    expect((await listed(''))?.temporaryClosure).toEqual({ from: today, until: null, note: 'Closed for renovation' });

    const lifted = await update({ temporaryClosure: null });
    expect(lifted.status).toBe(200);
    const read = await profile();
    expect(read.body.data.temporaryClosure).toBeUndefined();
    expect(read.body.profile.openStatus).toMatchObject({ isOpen: true });
    expect(await listed('&openNow=true')).toBeDefined();
  });

  it('one that starts tomorrow keeps today open, with no re-index needed when the day comes (the card has the dates)', async () => {
    expect((await update({ temporaryClosure: { from: tomorrow, until: addIndiaDays(today, 5), note: '' } })).status).toBe(200);
    expect((await profile()).body.profile.openStatus.isOpen).toBe(true);
    const card = await listed('&openNow=true');
    expect(card?.temporaryClosure).toEqual({ from: tomorrow, until: addIndiaDays(today, 5) });
  });

  it('refuses a last day before the first or before today, and a long note', async () => {
    const refused = async (temporaryClosure: unknown, message: string) => {
      const response = await update({ temporaryClosure });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.message).toBe(message);
    };
    await refused({ from: addIndiaDays(today, 4), until: addIndiaDays(today, 2) }, 'The last day closed must be on or after the first');
    await refused({ from: addIndiaDays(today, -9), until: addIndiaDays(today, -2) }, 'This closure has already ended; choose a last day of today or later');
    await refused({ from: today, until: null, note: 'x'.repeat(161) }, 'Please keep the note to 160 characters');
    expect((await update({ temporaryClosure: { from: today, until: null } }, stranger)).status).toBe(403);
    // Unchanged: still the closure from tomorrow.
    expect((await profile()).body.data.temporaryClosure).toMatchObject({ from: tomorrow });
    // A closure that began days ago may be saved again (its note changed): only its end must not be past.
    expect((await update({ temporaryClosure: { from: addIndiaDays(today, -3), until: null, note: 'Back soon' } })).status).toBe(200);
  });
});
