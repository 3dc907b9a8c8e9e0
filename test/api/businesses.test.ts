import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIndiaDays, indiaDay } from '../../shared/time/india';
import { promoteToAdmin, startHarness, type Harness } from './harness';

let api: Harness;
let owner: Awaited<ReturnType<Harness['signUp']>>;
let visitor: Awaited<ReturnType<Harness['signUp']>>;
let admin: Awaited<ReturnType<Harness['signUp']>>;

beforeAll(async () => {
  api = await startHarness();
  owner = await api.signUp({ firstName: 'Rohan', lastName: 'Owner' });
  visitor = await api.signUp({ firstName: 'Vina', lastName: 'Visitor' });
  const candidate = await api.signUp({ firstName: 'Ada', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  const login = await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } });
  admin = { ...login.body, password: candidate.password };
});
afterAll(() => api.stop());

const token = (session: { tokens: { access: { token: string } } }) => session.tokens.access.token;

/** What every new listing needs besides its name (spec 1 §5). */
const required = { cityName: 'Pune', contact: { email: 'hello@chai.in', phone: '9876543210' }, address: { street: 'FC Road' } };

async function addBusiness(name = `Chai Point ${Math.random().toString(36).slice(2, 7)}`, extra: Record<string, unknown> = {}) {
  const response = await api.call('POST', '/businesses/add', { token: token(owner), body: { ...required, name, ...extra } });
  expect(response.status).toBe(201);
  return response.body;
}

describe('adding and reading a listing', () => {
  it('creates the listing, flags the owner, and serves it by city and slug', async () => {
    const business = await addBusiness('Shree Sweets & Snacks');
    expect(business).toMatchObject({ name: 'Shree Sweets & Snacks', cityName: 'pune', slug: 'shree-sweets-and-snacks', status: 'active', owner: { _id: owner.user._id } });
    const me = await api.call('GET', '/auth/me', { token: token(owner) });
    expect(me.body.user.businessOwner).toBe(true);
    const read = await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=Pune`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ _id: business._id, metrics: { views: 0 }, rating: { count: 0, average: 0 }, cityNameFormatted: 'Pune' });
  });

  it('gives a second listing with the same name in the same city its own slug', async () => {
    const first = await addBusiness('Twin Cafe');
    const second = await addBusiness('Twin Cafe');
    expect(second.slug).not.toBe(first.slug);
    expect(second.slug).toMatch(/^twin-cafe-[0-9a-f]{4}$/);
  });

  it.each([
    [{ cityName: 'Pune' }, 'Business name is required'],
    [{ name: '   ', cityName: 'Pune' }, 'Business name is required'],
    [{ name: 'Nameless City' }, 'Please select a city'],
    [{ name: 'Short', cityName: 'Pune', registration: true, description: '<p>Too short</p>' }, 'Description must be at least 50 characters'],
    [{ name: 'Short', cityName: 'Pune', registration: true, description: `<p>${'A proper description of the shop. '.repeat(2)}</p>` }, 'Email is required'],
    [{ name: 'No Email', cityName: 'Pune', contact: { phone: '9876543210' }, address: { street: 'FC Road' } }, 'Email is required'],
    [{ name: 'No Phone', cityName: 'Pune', contact: { email: 'a@b.in' }, address: { street: 'FC Road' } }, 'Phone number is required'],
    [{ name: 'No Street', cityName: 'Pune', contact: { email: 'a@b.in', phone: '9876543210' } }, 'Street is required'],
    [{ ...required, name: 'Nowhere Shop', cityName: 'Atlantis' }, 'Please select a city from the list'],
    [{ ...required, name: 'Script Site', website: 'javascript:alert(1)' }, 'Please enter a valid URL'],
    [{ ...required, name: 'Data Social', socialMedia: { facebook: 'data:text/html,<script>alert(1)</script>' } }, 'Please enter a valid URL'],
    [{ ...required, name: 'VB Social', socialMedia: { youtube: 'vbscript:msgbox(1)' } }, 'Please enter a valid URL'],
    [{ ...required, name: 'Bad GSTIN', gstn: '27AAPFU0939F1ZA' }, 'Please enter a valid 15-character GSTIN'],
    [{ ...required, name: 'Bad Aadhaar', adhaar: '123412341234' }, 'Please enter a valid 12-digit Aadhaar number'],
    [
      { ...required, name: 'Long Price', pricing: [{ units: 1, minPrice: null, maxPrice: null, currency: 'INR', title: 'x'.repeat(121) }] },
      'pricing.0.title: Please keep this to 120 characters or fewer',
    ],
    [{ ...required, name: 'Negative Price', pricing: [{ units: 1, minPrice: -50, maxPrice: 100, currency: 'INR', title: 'Thali' }] }, 'Prices cannot be negative'],
    [{ ...required, name: 'Upside Down Price', pricing: [{ units: 1, minPrice: 900, maxPrice: 100, currency: 'INR', title: 'Thali' }] }, 'The minimum price cannot be more than the maximum price'],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await api.call('POST', '/businesses/add', { token: token(owner), body });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('accepts a complete registration form', async () => {
    const response = await api.call('POST', '/businesses/add', {
      token: token(owner),
      body: {
        name: 'Registered Rasoi',
        cityName: 'Pune',
        registration: true,
        description: `<p>${'Home-style Maharashtrian meals cooked fresh every day. '.repeat(2)}</p>`,
        contact: { email: 'rasoi@example.in', phone: '9876501234' },
        address: { street: 'Karve Road', zipCode: '411004' },
        status: 'active',
        owner: 'someone-else',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ cityName: 'pune', owner: { _id: owner.user._id }, address: { street: 'Karve Road', zipCode: '411004', country: 'India' } });
  });

  it('answers 413 to a listing too large for one item, and writes nothing', async () => {
    const title = 'सुविधा'.repeat(20); // 120 letters, 3 bytes each
    const amenities = Array.from({ length: 40 }, (_, index) => ({
      amenityId: `amenity-${index}`,
      title,
      subAmenities: Array.from({ length: 30 }, (_, sub) => ({ _id: `sub-${index}-${sub}`, title })),
    }));
    const name = `Huge Amenities ${Math.random().toString(36).slice(2, 7)}`;
    const response = await api.call('POST', '/businesses/add', { token: token(owner), body: { ...required, name, amenities } });
    expect(response).toMatchObject({ status: 413, body: { message: expect.stringMatching(/too large/) } });
    expect((await api.call('GET', `/businesses/getBySlug?slug=${name.toLowerCase().replace(/ /g, '-')}&location=pune`)).status).toBe(404);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await api.call('GET', '/businesses/getBySlug?slug=no-such-place&location=pune')).status).toBe(404);
  });

  it('needs a signed-in user to add', async () => {
    expect((await api.call('POST', '/businesses/add', { body: { ...required, name: 'X' } })).status).toBe(401);
  });

  it.each([
    ['another user’s logo', { logo: () => `uploads/${visitor.user._id}/logo/x/logo.png` }],
    ['a gallery upload used as the logo', { logo: () => `uploads/${owner.user._id}/gallery/x/photo.png` }],
    ['another user’s cover', { media: () => ({ headerImage: `uploads/${visitor.user._id}/cover/x/cover.png` }) }],
    ['another user’s gallery photo', { media: () => ({ gallery: [`uploads/${visitor.user._id}/gallery/x/photo.png`] }) }],
    ['another user’s award image', { awards: () => [{ name: 'Best Chai 2024', image: `uploads/${visitor.user._id}/gallery/x/award.png` }] }],
    ['a made-up award image key', { awards: () => [{ name: 'Best Chai 2024', image: 'https://evil.example/award.png' }] }],
  ])('refuses %s on add', async (_label, fields) => {
    const body = Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, value()]));
    const response = await api.call('POST', '/businesses/add', { token: token(owner), body: { ...required, name: 'Stolen Image', ...body } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/is not one of your uploads/);
  });

  it('stores the owner’s own images and gives every hours slot and price range an _id', async () => {
    const logo = `uploads/${owner.user._id}/logo/l1/logo.png`;
    const business = await addBusiness('Shaped Sweets', {
      logo,
      media: { headerImage: `uploads/${owner.user._id}/cover/c1/cover.png`, gallery: [`uploads/${owner.user._id}/gallery/g1/p.png`] },
      workingHours: [
        { day: 'Monday', open: '09:00', close: '17:00', closed: false },
        { day: 'Sunday', open: '', close: '', closed: true },
      ],
      pricing: [{ units: 1, minPrice: null, maxPrice: null, currency: 'INR', title: 'Per Item' }],
      socialMedia: { facebook: 'https://facebook.com/shaped' },
      contact: { email: 'hi@shaped.in', phone: '9876543210', alternateEmails: ['b@shaped.in'], alternatePhones: [] },
    });
    expect(business).toMatchObject({
      logo,
      image: logo,
      media: { headerImage: `uploads/${owner.user._id}/cover/c1/cover.png`, gallery: [`uploads/${owner.user._id}/gallery/g1/p.png`], reviewImages: [] },
      contact: { email: 'hi@shaped.in', phone: '9876543210', alternateEmails: ['b@shaped.in'], alternatePhones: [] },
      socialMedia: { facebook: 'https://facebook.com/shaped' },
      unclaimed: false,
      verificationStatus: true,
    });
    expect(business.workingHours).toHaveLength(2);
    for (const entry of [...business.workingHours, ...business.pricing]) expect(entry._id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('sanitises the description, keeping links nofollow in a new tab', async () => {
    const business = await addBusiness('Safe Html', { description: '<p>Hello <a href="https://example.com">site</a><script>alert(1)</script><img src=x onerror=alert(1)></p>' });
    expect(business.description).toBe('<p>Hello <a href="https://example.com" rel="nofollow noopener noreferrer" target="_blank">site</a></p>');
  });
});

describe('updating a listing', () => {
  it('lets the owner and an admin update, and refuses anyone else with 403', async () => {
    const business = await addBusiness();
    const own = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { website: 'https://chai.in', seoTitle: 'Best chai in Pune' } });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ website: 'https://chai.in', seoTitle: 'Best chai in Pune' });
    const other = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(visitor), body: { website: 'https://evil.example' } });
    expect(other.status).toBe(403);
    const byAdmin = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(admin), body: { tax: 'GST 5%' } });
    expect(byAdmin.status).toBe(200);
  });

  it('serves the setup form’s read, private fields included, to the owner and an admin only', async () => {
    const business = await addBusiness(undefined, { adhaar: '234567890124', pan: 'ABCDE1234F', gstn: '27aapfu0939f1zv' });
    const own = await api.call('POST', `/businesses/${business._id}`, { token: token(owner), body: { cityName: 'pune' } });
    expect(own).toMatchObject({
      status: 200,
      body: { data: { _id: business._id, adhaar: '234567890124', pan: 'ABCDE1234F', gstn: '27AAPFU0939F1ZV', owner: { _id: owner.user._id, firstName: 'Rohan' } } },
    });
    expect((await api.call('POST', `/businesses/${business._id}`, { token: token(admin), body: {} })).body.data.pan).toBe('ABCDE1234F');
    expect((await api.call('POST', `/businesses/${business._id}`, { token: token(visitor), body: {} })).status).toBe(403);
    expect((await api.call('POST', `/businesses/${business._id}`, { body: {} })).status).toBe(401);
    const publicView = await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=pune`);
    expect(publicView.body.data).not.toHaveProperty('adhaar');
    expect(publicView.body.data).not.toHaveProperty('pan');
  });

  it('accepts the form’s status active from the owner, sanitises the description and keeps unsent fields', async () => {
    const business = await addBusiness(undefined, { website: 'https://kept.example' });
    const response = await api.call('PATCH', `/businesses/update/${business._id}`, {
      token: token(owner),
      body: { status: 'active', verificationStatus: 'true', description: '<p onclick="x()">Fresh <a href="https://menu.example">menu</a></p><script>bad()</script>' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      status: 'active',
      website: 'https://kept.example',
      description: '<p>Fresh <a href="https://menu.example" rel="nofollow noopener noreferrer" target="_blank">menu</a></p>',
    });
  });

  it('refuses another user’s upload keys and keys of the wrong kind on update', async () => {
    const business = await addBusiness();
    const attempts = [
      { images: [`uploads/${visitor.user._id}/gallery/v/p.png`] },
      { header: `uploads/${visitor.user._id}/cover/v/c.png` },
      { logo: `uploads/${owner.user._id}/cover/v/c.png` },
      { media: { gallery: [`uploads/${owner.user._id}/logo/v/l.png`] } },
    ];
    for (const body of attempts) {
      const response = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('appends new gallery images, sets a new header and replaces or removes the logo', async () => {
    const business = await addBusiness(undefined, { logo: `uploads/${owner.user._id}/logo/a/logo.png` });
    const [first, second] = ['n1', 'n2'].map((name) => `uploads/${owner.user._id}/gallery/${name}/p.png`);
    await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { images: [first] } });
    const header = `uploads/${owner.user._id}/cover/h/cover.png`;
    const newLogo = `uploads/${owner.user._id}/logo/b/logo.png`;
    const saved = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { images: [second], header, logo: newLogo, logoRemoved: true } });
    expect(saved.body.data).toMatchObject({ logo: newLogo, media: { headerImage: header, gallery: [first, second] } });
    const removed = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { logoRemoved: 'true' } });
    expect(removed.body.data).not.toHaveProperty('logo');
    expect(removed.body.data.media).toEqual({ headerImage: header, gallery: [first, second], reviewImages: [] });
  });

  it('answers 404 for an unknown listing', async () => {
    expect((await api.call('PATCH', '/businesses/update/no-such-id', { token: token(owner), body: { tax: 'x' } })).status).toBe(404);
  });

  it('keeps the gallery to 50 images', async () => {
    const business = await addBusiness();
    const key = (index: number) => `uploads/${owner.user._id}/gallery/k${index}/p.png`;
    const gallery = Array.from({ length: 51 }, (_, index) => key(index));
    const response = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { media: { gallery } } });
    expect(response).toMatchObject({ status: 400, body: { message: 'Maximum images reached' } });
    const full = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { media: { gallery: gallery.slice(0, 50) } } });
    expect(full.body.data.media.gallery).toHaveLength(50);
    const oneMore = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { images: [key(51)] } });
    expect(oneMore).toMatchObject({ status: 400, body: { message: 'Maximum images reached' } });
    const swap = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { images: [key(51)], imagesToRemove: [key(0)] } });
    expect(swap.body.data.media.gallery).toHaveLength(50);
  });

  it('removes gallery images and the header image on request', async () => {
    const business = await addBusiness();
    const keys = [1, 2, 3].map((index) => `uploads/${owner.user._id}/gallery/g${index}/p.png`);
    const cover = `uploads/${owner.user._id}/cover/c/cover.png`;
    await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { media: { gallery: keys, headerImage: cover } } });
    const response = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { imagesToRemove: [keys[1]], deleteHeader: 'yes' } });
    expect(response.body.data.media).toEqual({ headerImage: null, gallery: [keys[0], keys[2]], reviewImages: [] });
  });
});

describe('edit requests', () => {
  const profile = async (slug: string) => (await api.call('GET', `/businesses/getBySlug?slug=${slug}&location=pune`)).body.data;
  /** Everything but the timestamp an update moves. */
  const withoutUpdatedAt = ({ updatedAt: _updatedAt, ...rest }: Record<string, unknown>) => rest;

  it('an approval applies exactly the requested fields; a rejection changes nothing', async () => {
    const business = await addBusiness('Approval Bakery', { website: 'https://old.example', socialMedia: { facebook: 'https://facebook.com/old' } });
    const hours = [{ day: 'Monday', open: '08:00', close: '12:00', closed: false }];
    const submit = await api.call('POST', '/businesses/submitEditRequest', {
      token: token(visitor),
      body: { businessId: business._id, cityName: 'pune', userId: 'ignored', requestedFields: { name: 'Approval Bakery & Cafe', contact: { phone: '9123456789' }, workingHours: hours } },
    });
    expect(submit).toMatchObject({ status: 201, body: { message: 'Request Sent Successfully', data: { status: 'pending' } } });
    const requestId = submit.body.data._id;

    expect((await api.call('POST', `/businesses/approveEditRequest/${requestId}`, { token: token(owner) })).status).toBe(403);
    expect((await api.call('POST', `/businesses/approveEditRequest/${requestId}`)).status).toBe(401);
    const list = await api.call('GET', '/businesses/getEditRequests?title=approval', { token: token(admin) });
    const listed = list.body.data.find((request: { _id: string }) => request._id === requestId);
    expect(listed).toMatchObject({
      status: 'pending',
      businessId: business._id,
      cityName: 'pune',
      businessDetails: { name: 'Approval Bakery', status: 'active' },
      requestedBy: { firstName: 'Vina', lastName: 'Visitor', email: visitor.user.email },
    });
    // The list leaves the (possibly large) requested fields to the one-request read.
    expect(listed).not.toHaveProperty('requestedFields');
    expect(listed.createdAt).toEqual(expect.any(String));
    expect((await api.call('GET', `/businesses/getEditRequest/${requestId}`, { token: token(visitor) })).status).toBe(403);
    const row = (await api.call('GET', `/businesses/getEditRequest/${requestId}`, { token: token(admin) })).body;
    expect(row).toMatchObject({ ...listed, requestedFields: { name: 'Approval Bakery & Cafe', contact: { phone: '9123456789' } } });

    const before = await profile(business.slug);
    expect(await api.call('POST', `/businesses/approveEditRequest/${requestId}`, { token: token(admin) })).toMatchObject({ status: 200, body: { message: 'approved' } });
    const after = await profile(business.slug);
    const { name, contact, workingHours, ...untouched } = withoutUpdatedAt(after);
    // The contact is merged field by field: the new phone, the email kept.
    expect({ name, contact }).toEqual({ name: 'Approval Bakery & Cafe', contact: { phone: '9123456789', email: 'hello@chai.in' } });
    expect(workingHours).toEqual([expect.objectContaining({ ...hours[0], _id: row.requestedFields.workingHours[0]._id })]);
    const { name: _n, contact: _c, workingHours: _w, ...untouchedBefore } = withoutUpdatedAt(before);
    expect(untouched).toEqual(untouchedBefore);
    expect((await api.call('GET', '/businesses/getEditRequests', { token: token(admin) })).body.data.find((request: { _id: string }) => request._id === requestId).status).toBe('approved');
    expect((await api.call('POST', `/businesses/approveEditRequest/${requestId}`, { token: token(admin) })).status).toBe(409);
    expect((await api.call('POST', `/businesses/rejectEditRequest/${requestId}`, { token: token(admin) })).status).toBe(409);

    const second = await api.call('POST', '/businesses/submitEditRequest', {
      token: token(owner),
      body: { businessId: business._id, requestedFields: { name: 'Rejected Name', website: 'https://new.example' } },
    });
    expect((await api.call('POST', `/businesses/rejectEditRequest/${second.body.data._id}`, { token: token(visitor) })).status).toBe(403);
    const beforeReject = await profile(business.slug);
    expect(await api.call('POST', `/businesses/rejectEditRequest/${second.body.data._id}`, { token: token(admin) })).toMatchObject({ status: 200, body: { message: 'rejected' } });
    expect(await profile(business.slug)).toEqual(beforeReject);
    expect((await api.call('POST', `/businesses/approveEditRequest/${second.body.data._id}`, { token: token(admin) })).status).toBe(409);
  });

  it('sanitises a requested description', async () => {
    const business = await addBusiness();
    const submit = await api.call('POST', '/businesses/submitEditRequest', {
      token: token(owner),
      body: { businessId: business._id, requestedFields: { description: '<p>New <b>menu</b><iframe src="x"></iframe></p>' } },
    });
    await api.call('POST', `/businesses/approveEditRequest/${submit.body.data._id}`, { token: token(admin) });
    expect((await profile(business.slug)).description).toBe('<p>New <b>menu</b></p>');
  });

  it('carries special days and a temporary closure by the setup form’s rules; an approval applies them, and a null closure lifts it', async () => {
    const business = await addBusiness('Festival Sweets');
    const today = indiaDay(Date.now());
    const tomorrow = addIndiaDays(today, 1);
    const nextWeek = addIndiaDays(today, 7);
    const submit = (requestedFields: Record<string, unknown>) => api.call('POST', '/businesses/submitEditRequest', { token: token(visitor), body: { businessId: business._id, requestedFields } });
    const refused = async (requestedFields: Record<string, unknown>, message: string | RegExp) => {
      const response = await submit(requestedFields);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.message).toMatch(message);
    };
    await refused({ specialHours: [{ date: addIndiaDays(today, -1), label: 'Gone by', closed: true }] }, /is in the past; special days must be today or later$/);
    await refused({ specialHours: [{ date: tomorrow, label: 'Late', closed: false, slots: [{ open: '14:00', close: '10:00' }] }] }, 'Closing time must be after opening time');
    await refused(
      {
        specialHours: [
          { date: tomorrow, label: 'One', closed: true },
          { date: tomorrow, label: 'Two', closed: true },
        ],
      },
      /^There is already a special day on /,
    );
    await refused({ specialHours: Array.from({ length: 61 }, (_, index) => ({ date: addIndiaDays(today, index + 1), label: `Day ${index}`, closed: true })) }, 'Please keep to 60 special days');
    await refused({ temporaryClosure: { from: nextWeek, until: tomorrow, note: '' } }, 'The last day closed must be on or after the first');

    const diwali = { date: nextWeek, label: 'Diwali', closed: true, slots: [] };
    const lateOpening = { date: tomorrow, label: 'Late opening', closed: false, slots: [{ open: '12:00', close: '18:00' }] };
    const closure = { from: addIndiaDays(today, 20), until: addIndiaDays(today, 25), note: 'Renovation' };
    const sent = await submit({ specialHours: [diwali, lateOpening], temporaryClosure: closure });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const row = (await api.call('GET', `/businesses/getEditRequest/${sent.body.data._id}`, { token: token(admin) })).body;
    expect(row.requestedFields).toEqual({ specialHours: [expect.objectContaining(diwali), expect.objectContaining(lateOpening)], temporaryClosure: closure });
    // The admin's side-by-side: nothing there today.
    expect(row.currentFields).toEqual({ specialHours: null, temporaryClosure: null });
    expect((await api.call('POST', `/businesses/approveEditRequest/${sent.body.data._id}`, { token: token(admin) })).status).toBe(200);
    const approved = await profile(business.slug);
    expect(approved.specialHours).toEqual(expect.arrayContaining([expect.objectContaining(diwali), expect.objectContaining(lateOpening)]));
    expect(approved.specialHours).toHaveLength(2);
    expect(approved.temporaryClosure).toEqual(closure);

    // The same days again are no change; a null closure asks to lift it.
    expect(await submit({ specialHours: [lateOpening, diwali] })).toMatchObject({ status: 400, body: { message: 'This listing already shows these details' } });
    const lift = await submit({ temporaryClosure: null });
    expect(lift.status, JSON.stringify(lift.body)).toBe(201);
    const liftRow = (await api.call('GET', `/businesses/getEditRequest/${lift.body.data._id}`, { token: token(admin) })).body;
    expect(liftRow).toMatchObject({ requestedFields: {}, removedFields: ['temporaryClosure'], currentFields: { temporaryClosure: closure } });
    expect((await api.call('POST', `/businesses/approveEditRequest/${lift.body.data._id}`, { token: token(admin) })).status).toBe(200);
    const lifted = await profile(business.slug);
    expect(lifted.temporaryClosure).toBeUndefined();
    expect(lifted.specialHours).toHaveLength(2);
  });

  it('refuses an empty or unknown change, anonymous callers and unknown ids', async () => {
    const business = await addBusiness();
    const submit = (body: unknown, session?: typeof visitor) => api.call('POST', '/businesses/submitEditRequest', { token: session && token(session), body });
    expect(await submit({ businessId: business._id, requestedFields: {} }, visitor)).toMatchObject({ status: 400, body: { message: 'Please change at least one field' } });
    expect((await submit({ businessId: business._id, requestedFields: { ownerId: 'me' } }, visitor)).status).toBe(400);
    expect(await submit({ requestedFields: { name: 'X' } }, visitor)).toMatchObject({ status: 400, body: { message: 'Business ID not found' } });
    expect((await submit({ businessId: 'no-such-id', requestedFields: { name: 'X' } }, visitor)).status).toBe(404);
    expect((await submit({ businessId: business._id, requestedFields: { name: 'X' } })).status).toBe(401);
    expect((await api.call('GET', '/businesses/getEditRequests', { token: token(visitor) })).status).toBe(403);
    expect((await api.call('POST', '/businesses/approveEditRequest/no-such-id', { token: token(admin) })).status).toBe(404);
    expect((await api.call('POST', '/businesses/rejectEditRequest/no-such-id', { token: token(admin) })).status).toBe(404);
    expect((await api.call('GET', '/businesses/getEditRequest/no-such-id', { token: token(admin) })).status).toBe(404);
  });

  it('pages the admin list with signed cursors and refuses a crafted one', async () => {
    const business = await addBusiness();
    for (const name of ['Paged One', 'Paged Two', 'Paged Three']) {
      await api.call('POST', '/businesses/submitEditRequest', { token: token(owner), body: { businessId: business._id, requestedFields: { name } } });
    }
    const first = await api.call('GET', '/businesses/getEditRequests?limit=2', { token: token(admin) });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await api.call('GET', `/businesses/getEditRequests?limit=2&cursor=${encodeURIComponent(first.body.cursor)}`, { token: token(admin) });
    expect(second.status).toBe(200);
    expect(second.body.data.map((row: { _id: string }) => row._id)).not.toContain(first.body.data[0]._id);
    const signed: string = first.body.cursor;
    // Its signature's last character changed (to another one: it may be an 'x' already).
    const tampered = `${signed.slice(0, -1)}${signed.endsWith('x') ? 'y' : 'x'}`;
    for (const cursor of ['e30', 'garbage', tampered, Buffer.from('{"pk":1}').toString('base64url')]) {
      expect(await api.call('GET', `/businesses/getEditRequests?cursor=${encodeURIComponent(cursor)}`, { token: token(admin) })).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    }
  });
});

describe('nested fields merge field by field', () => {
  const fullAddress = { street: '12 Hill Road', suite: 'Shop 4', city: 'Mumbai', state: 'Maharashtra', zipCode: '400050', country: 'India' };
  const fullContact = { phone: '9820012345', alternatePhones: ['9820098200'], email: 'desk@merge.in', alternateEmails: ['owner@merge.in'] };
  const fullSocial = { facebook: 'https://facebook.com/merge', instagram: 'https://instagram.com/merge', twitter: 'https://x.com/merge', youtube: 'https://youtube.com/@merge' };
  const full = { address: fullAddress, contact: fullContact, socialMedia: fullSocial };
  const changedValue = (key: string) =>
    key === 'zipCode'
      ? '400001'
      : key.startsWith('alternate')
        ? key === 'alternateEmails'
          ? ['new@merge.in']
          : ['9999988888']
        : key === 'email'
          ? 'new@merge.in'
          : key === 'phone'
            ? '9999900000'
            : key in fullSocial
              ? `https://example.com/${key}`
              : `New ${key}`;
  const cases = Object.entries(full).flatMap(([field, value]) =>
    Object.keys(value)
      .filter((key) => key !== 'country')
      .map((key) => [field, key] as const),
  );
  const stored = async (id: string) => (await api.call('POST', `/businesses/${id}`, { token: token(owner), body: {} })).body.data;

  it.each(cases)("the owner's PATCH of %s.%s keeps the object's other fields", async (field, key) => {
    const business = await addBusiness(undefined, full);
    const response = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { [field]: { [key]: changedValue(key) } } });
    expect(response.status).toBe(200);
    const after = await stored(business._id);
    for (const [other, value] of Object.entries(full)) {
      expect(after[other]).toEqual(other === field ? { ...value, [key]: changedValue(key) } : value);
    }
  });

  it.each(cases)('an approved suggestion of %s.%s keeps the other fields and only carries the change', async (field, key) => {
    const business = await addBusiness(undefined, full);
    // The form may send the whole object; only the changed key is kept.
    const submit = await api.call('POST', '/businesses/submitEditRequest', {
      token: token(visitor),
      body: { businessId: business._id, requestedFields: { [field]: { ...full[field as keyof typeof full], [key]: changedValue(key) } } },
    });
    expect(submit.status).toBe(201);
    // The list stays light; the admin's detail panel reads one request with its fields.
    const row = (await api.call('GET', `/businesses/getEditRequest/${submit.body.data._id}`, { token: token(admin) })).body;
    expect(row.requestedFields).toEqual({ [field]: { [key]: changedValue(key) } });
    expect(row.currentFields).toEqual({ [field]: full[field as keyof typeof full] });
    expect((await api.call('POST', `/businesses/approveEditRequest/${row._id}`, { token: token(admin) })).status).toBe(200);
    const after = await stored(business._id);
    for (const [other, value] of Object.entries(full)) {
      expect(after[other]).toEqual(other === field ? { ...value, [key]: changedValue(key) } : value);
    }
  });

  it.each(cases)('a suggestion clears %s.%s only when asked to remove it', async (field, key) => {
    const business = await addBusiness(undefined, { ...full, website: 'https://merge.in' });
    const blankValue = key.startsWith('alternate') ? [] : '';
    const blank = await api.call('POST', '/businesses/submitEditRequest', { token: token(visitor), body: { businessId: business._id, requestedFields: { [field]: { [key]: blankValue } } } });
    expect(blank).toMatchObject({ status: 400, body: { message: 'This listing already shows these details' } });
    const submit = await api.call('POST', '/businesses/submitEditRequest', { token: token(visitor), body: { businessId: business._id, removedFields: [`${field}.${key}`, 'website'] } });
    expect(submit.status).toBe(201);
    expect((await api.call('POST', `/businesses/approveEditRequest/${submit.body.data._id}`, { token: token(admin) })).status).toBe(200);
    const after = await stored(business._id);
    const { [key]: _removed, ...rest } = full[field as keyof typeof full] as Record<string, unknown>;
    expect(after[field]).toEqual(rest);
    expect(after.website).toBeUndefined();
  });

  it('an approval merges into the listing as it is now, not as it was when suggested', async () => {
    const business = await addBusiness(undefined, full);
    const submit = await api.call('POST', '/businesses/submitEditRequest', { token: token(visitor), body: { businessId: business._id, requestedFields: { address: { street: '1 New Street' } } } });
    await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { address: { zipCode: '400002' } } });
    await api.call('POST', `/businesses/approveEditRequest/${submit.body.data._id}`, { token: token(admin) });
    expect((await stored(business._id)).address).toEqual({ ...fullAddress, street: '1 New Street', zipCode: '400002' });
  });

  it('refuses an unknown field to remove', async () => {
    const business = await addBusiness();
    const response = await api.call('POST', '/businesses/submitEditRequest', { token: token(visitor), body: { businessId: business._id, removedFields: ['ownerId'] } });
    expect(response).toMatchObject({ status: 400, body: { message: 'Unknown field to remove' } });
  });
});

describe('follows and views', () => {
  const follow = (session: typeof visitor, businessId: string) =>
    api.call('PATCH', '/businesses/followOrUnfollowBusiness', { token: token(session), body: { businessId, cityName: 'pune', userId: 'ignored' } });
  const followers = (businessId: string, session?: typeof visitor) => api.call('GET', `/businesses/getBusinessFollowers?businessId=${businessId}&cityName=pune`, { token: session && token(session) });
  // Counters are derived by the stream reactor: drain the poller before reading them.
  const counts = async (slug: string) => (await api.poller.drain(), await api.call('GET', `/businesses/getBySlug?slug=${slug}&location=pune`)).body.data.followersCount;

  it('needs a signed-in user to follow', async () => {
    const business = await addBusiness();
    expect((await api.call('PATCH', '/businesses/followOrUnfollowBusiness', { body: { businessId: business._id } })).status).toBe(401);
    expect((await api.call('PATCH', '/users/followUser', { body: { followeeId: owner.user._id } })).status).toBe(401);
  });

  it('refuses to follow an unknown listing', async () => {
    expect((await follow(visitor, 'no-such-id')).status).toBe(404);
    expect(await api.call('PATCH', '/businesses/followOrUnfollowBusiness', { token: token(visitor), body: {} })).toMatchObject({ status: 400, body: { message: 'Business ID not found' } });
  });

  let fans: Array<typeof visitor>;
  beforeAll(async () => {
    fans = await Promise.all(Array.from({ length: 20 }, (_, index) => api.signUp({ firstName: `Fan${index}`, lastName: 'Follower' })));
  });

  it('counts 20 concurrent follows and then 20 concurrent unfollows exactly', async () => {
    const business = await addBusiness();
    const followed = await Promise.all(fans.map((fan) => follow(fan, business._id)));
    expect(followed.map((response) => [response.status, response.body.following])).toEqual(fans.map(() => [200, true]));
    expect(await counts(business.slug)).toBe(20);
    const list = await followers(business._id, fans[3]);
    expect(list.body).toMatchObject({ total: 20, following: true });
    expect(list.body.followers.map((user: { _id: string }) => user._id).sort()).toEqual(fans.map((fan) => fan.user._id).sort());

    const unfollowed = await Promise.all(fans.map((fan) => follow(fan, business._id)));
    expect(unfollowed.map((response) => [response.status, response.body.following])).toEqual(fans.map(() => [200, false]));
    expect(await counts(business.slug)).toBe(0);
    expect((await followers(business._id, fans[3])).body).toEqual({ followers: [], total: 0, following: false });
  });

  it('keeps one user’s 20 concurrent toggles consistent: the count is the edge, never negative or doubled', async () => {
    const business = await addBusiness();
    const toggles = await Promise.all(Array.from({ length: 20 }, () => follow(visitor, business._id)));
    expect(toggles.every((response) => response.status === 200)).toBe(true);
    const follows = toggles.filter((response) => response.body.following).length;
    const unfollows = toggles.length - follows;
    // Each toggle flipped the edge exactly once, starting from "not following".
    expect(follows - unfollows).toBe((await followers(business._id, visitor)).body.following ? 1 : 0);
    await api.poller.drain();
    const list = await followers(business._id, visitor);
    expect(await counts(business.slug)).toBe(list.body.followers.length);
    expect(list.body.total).toBe(list.body.followers.length);
  });

  it('follow then unfollow returns the count to zero, and the follower list says who follows', async () => {
    const business = await addBusiness();
    const first = await follow(visitor, business._id);
    expect(first.body).toEqual({ following: true, message: 'Following' });
    expect(await counts(business.slug)).toBe(1);
    expect((await followers(business._id, visitor)).body).toMatchObject({ total: 1, following: true, followers: [{ _id: visitor.user._id, firstName: 'Vina' }] });
    expect((await followers(business._id)).body.following).toBe(false);
    const second = await follow(visitor, business._id);
    expect(second.body).toEqual({ following: false, message: 'Unfollowed' });
    expect(await counts(business.slug)).toBe(0);
  });

  it('counts every one of 20 concurrent views', async () => {
    const business = await addBusiness();
    const responses = await Promise.all(Array.from({ length: 20 }, () => api.call('PATCH', '/businesses/businessViews', { body: { id: business._id, cityName: 'pune' } })));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const read = await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=pune`);
    expect(read.body.data.metrics.views).toBe(20);
    expect(read.body.data.updatedAt).toBe(business.updatedAt);
  });

  it('refuses a view of an unknown listing', async () => {
    expect((await api.call('PATCH', '/businesses/businessViews', { body: { id: 'no-such-id' } })).status).toBe(404);
    expect(await api.call('PATCH', '/businesses/businessViews', { body: {} })).toMatchObject({ status: 400, body: { message: 'Business ID not found' } });
  });

  it('lets members follow and unfollow each other, but not themselves', async () => {
    const fan = await api.signUp({ firstName: 'Member', lastName: 'Fan' });
    expect((await api.call('PATCH', '/users/followUser', { token: token(fan), body: { followeeId: fan.user._id } })).status).toBe(400);
    expect((await api.call('PATCH', '/users/followUser', { token: token(fan), body: { followeeId: 'no-such-user' } })).status).toBe(404);
    expect((await api.call('PATCH', '/users/followUser', { token: token(fan), body: { followeeId: owner.user._id } })).body.following).toBe(true);
    expect((await api.call('PATCH', '/users/followUser', { token: token(fan), body: { followeeId: owner.user._id } })).body.following).toBe(false);
  });
});

describe("the owner's listings and generated content", () => {
  it('pages the owner’s own listings, searchable by name, and refuses other users', async () => {
    const pager = await api.signUp({ firstName: 'Paging', lastName: 'Owner' });
    for (const name of ['Paged One', 'Paged Two', 'Paged Three', 'Other Shop']) {
      expect((await api.call('POST', '/businesses/add', { token: token(pager), body: { ...required, name } })).status).toBe(201);
    }
    const page = await api.call('GET', `/businesses/getUserBusiness?userId=${pager.user._id}&page=1&limit=2&search=paged`, { token: token(pager) });
    expect(page.status).toBe(200);
    expect(page.body.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(page.body.data.map((business: { name: string }) => business.name)).toEqual(['Paged Three', 'Paged Two']);
    const second = await api.call('GET', `/businesses/getUserBusiness?userId=${pager.user._id}&page=2&limit=2&search=PAGED`, { token: token(pager) });
    expect(second.body.data.map((business: { name: string }) => business.name)).toEqual(['Paged One']);
    const mine = await api.call('GET', '/businesses/getUserBusiness', { token: token(pager) });
    expect(mine.body).toMatchObject({ pagination: { page: 1, limit: 10, total: 4 } });
    expect((await api.call('GET', `/businesses/getUserBusiness?userId=${pager.user._id}`, { token: token(admin) })).body.pagination.total).toBe(4);
    expect((await api.call('GET', `/businesses/getUserBusiness?userId=${pager.user._id}`, { token: token(visitor) })).status).toBe(403);
    expect((await api.call('GET', `/businesses/getUserBusiness?userId=${pager.user._id}`)).status).toBe(401);
  });

  it('drafts a description from the listing’s own fields, for the owner or an admin', async () => {
    const business = await addBusiness('Draft Dhaba', {
      establishmentYear: 2010,
      paymentTypes: 'cash,upi',
      categories: [{ _id: 'c1', title: 'Restaurant' }],
      amenities: [{ amenityId: 'parking', title: 'Parking', subAmenities: [] }],
      workingHours: [{ day: 'Monday', open: '09:00', close: '17:00', closed: false }],
    });
    const response = await api.call('GET', `/businesses/generateContent?id=${business._id}&cityName=pune`, { token: token(owner) });
    expect(response.status).toBe(200);
    expect(response.body.content).toContain(`Draft Dhaba is a restaurant business in FC Road, Pune, serving customers for ${new Date().getFullYear() - 2010} years.`);
    expect(response.body.content).toContain('Visitors can count on parking.');
    expect(response.body.content).toContain('We are open on Monday');
    expect(response.body.content).toContain('We accept Cash and UPI.');
    expect((await api.call('GET', `/businesses/generateContent?id=${business._id}`, { token: token(admin) })).status).toBe(200);
    expect((await api.call('GET', `/businesses/generateContent?id=${business._id}`, { token: token(visitor) })).status).toBe(403);
    expect((await api.call('GET', '/businesses/generateContent?id=no-such-id', { token: token(owner) })).status).toBe(404);
  });

  it('escapes the owner’s own text in the draft', async () => {
    const business = await addBusiness('<b>Bold</b> & Co');
    const response = await api.call('GET', `/businesses/generateContent?id=${business._id}`, { token: token(owner) });
    expect(response.body.content).toMatch(/^<p>&lt;b&gt;Bold&lt;\/b&gt; &amp; Co is a local business in FC Road, Pune\.<\/p>/);
  });
});

describe('questions, reports and removal requests', () => {
  it('posts, lists and answers questions; only the owner or an admin answers', async () => {
    const business = await addBusiness();
    expect((await api.call('POST', '/questions/add', { body: { question: 'Open Sunday?', businessId: business._id } })).status).toBe(401);
    const tooLong = await api.call('POST', '/questions/add', { token: token(visitor), body: { question: 'x'.repeat(201), businessId: business._id } });
    expect(tooLong).toMatchObject({ status: 400, body: { message: 'Less than 200 Characters*' } });
    const asked = await api.call('POST', '/questions/add', { token: token(visitor), body: { question: 'Are you open on Sundays?', businessId: business._id } });
    expect(asked.status).toBe(201);
    expect((await api.call('PATCH', `/questions/answer/${asked.body.data._id}`, { token: token(visitor), body: { answer: 'Yes' } })).status).toBe(403);
    expect(asked.body).toMatchObject({ message: 'Your question has been submitted successfully.', data: { question: 'Are you open on Sundays?', answer: null, businessId: business._id } });
    expect((await api.call('PATCH', `/questions/answer/${asked.body.data._id}`, { token: token(owner), body: { answer: 'Yes, 10 to 4.' } })).status).toBe(200);
    const list = await api.call('GET', `/questions/all?businessId=${business._id}`);
    expect(list.body.data).toEqual([expect.objectContaining({ _id: asked.body.data._id, question: 'Are you open on Sundays?', answer: 'Yes, 10 to 4.' })]);
    const byAdmin = await api.call('PATCH', `/questions/answer/${asked.body.data._id}`, { token: token(admin), body: { answer: 'Yes, 10 to 5.' } });
    expect(byAdmin.body.data.answer).toBe('Yes, 10 to 5.');
    expect((await api.call('PATCH', '/questions/answer/no-such-id', { token: token(owner), body: { answer: 'Yes' } })).status).toBe(404);
    expect((await api.call('POST', '/questions/add', { token: token(visitor), body: { question: 'Hello?', businessId: 'no-such-id' } })).status).toBe(404);
    expect(await api.call('POST', '/questions/add', { token: token(visitor), body: { question: 'x'.repeat(200), businessId: business._id } })).toMatchObject({ status: 201 });
  });

  it.each([
    [{}, 'Please select an option'],
    [{ type: 'Address' }, 'Comment is required'],
    [{ type: 'Address', comment: '   ' }, 'Comment is required'],
    [{ type: 'Address', comment: 'bad' }, 'Comment should be at least 5 characters'],
    [{ type: 'Spam', comment: 'Not a known type' }, 'Please select an option'],
  ])('refuses the report %j with the spec message', async (body, message) => {
    const business = await addBusiness();
    const response = await api.call('POST', '/report/add', { token: token(visitor), body: { businessId: business._id, ...body } });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('files a report and a removal request', async () => {
    const business = await addBusiness();
    const report = await api.call('POST', '/report/add', { token: token(visitor), body: { businessId: business._id, type: 'This Place has Closed Down', comment: 'Shutters down for months' } });
    expect(report).toMatchObject({ status: 201, body: { message: 'Thank you for your report. Our team will review it shortly.' } });
    const removal = await api.call('POST', '/duplicate/add', { token: token(visitor), body: { businessId: business._id, reasons: ['DUPLICATE', 'MOVED'], duplicateOf: 'https://sbiz.in/x' } });
    expect(removal).toMatchObject({ status: 201, body: { message: 'Submitted successfully!' } });
    expect((await api.call('POST', '/duplicate/add', { token: token(visitor), body: { businessId: business._id, reasons: ['GONE'] } })).status).toBe(400);
    // No field is required on the removal form (spec 1 §5).
    expect((await api.call('POST', '/duplicate/add', { token: token(visitor), body: { businessId: business._id } })).status).toBe(201);
    expect((await api.call('POST', '/report/add', { body: { businessId: business._id, type: 'Other', comment: 'Anonymous' } })).status).toBe(401);
    expect((await api.call('POST', '/duplicate/add', { body: { businessId: business._id } })).status).toBe(401);
    expect((await api.call('POST', '/report/add', { token: token(visitor), body: { businessId: 'no-such-id', type: 'Other', comment: 'Gone for good' } })).status).toBe(404);
  });
});

describe('the city of a listing', () => {
  it('may be sent unchanged on update but not changed', async () => {
    const business = await addBusiness();
    const same = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { cityName: 'Pune', website: 'https://same.example' } });
    expect(same.status).toBe(200);
    const moved = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { cityName: 'Mumbai' } });
    expect(moved).toMatchObject({ status: 400, body: { message: 'The city of a listing cannot be changed; add the business again in its new city' } });
  });
});

describe('suspending a listing', () => {
  it('is for admins only, and the profile then answers with status suspended', async () => {
    const business = await addBusiness();
    expect((await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { status: 'suspended' } })).status).toBe(403);
    expect((await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(admin), body: { status: 'suspended' } })).status).toBe(200);
    const read = await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=pune`);
    expect(read.body.data).toMatchObject({ _id: business._id, status: 'suspended' });
    // The owner's form sends 'active' on every save: that may not lift a suspension.
    expect((await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { status: 'active' } })).status).toBe(403);
    expect((await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(admin), body: { status: 'active' } })).body.data.status).toBe('active');
  });
});
