import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCommands, scansAmong } from './command-recorder';
import { insertSeedCategories } from '../../functions/data/entities/category';
import { putCities } from '../../functions/data/entities/city';
import { createDiscount } from '../../functions/data/entities/discount';
import { productTaxonomyRows } from '../../scripts/seed/data/taxonomy-rows';
import { promoteToAdmin, startHarness, type Harness } from './harness';
import { listingBody } from '../fixtures/listing';

type Session = Awaited<ReturnType<Harness['signUp']>>;

let api: Harness;
let owner: Session;
let rival: Session;
let visitor: Session;
let admin: Session;
let shop: { _id: string; slug: string };
let rivalShop: { _id: string };

const token = (session: Session) => session.tokens.access.token;
// A city no other API test lists products in.
const CITY = 'Surat';

const RICE = 'agriculture-and-food-products--rice-and-grains--basmati-rice--1121-basmati-rice';
const SEALING = 'industrial-machinery--food-processing-machines--packaging-machines--sealing-machines';
/** Only the branches used here: the taxonomy test counts what a first full seed adds. */
const rows = productTaxonomyRows().filter((row) => RICE.startsWith(row.categoryId) || SEALING.startsWith(row.categoryId));

async function presign(session: Session, kind: 'product-image' | 'product-document', contentType = kind === 'product-image' ? 'image/png' : 'application/pdf') {
  const response = await api.call('POST', '/uploads/presign', { token: token(session), body: { kind, contentType, size: 2048, filename: kind === 'product-image' ? 'photo.png' : 'catalogue.pdf' } });
  expect(response.status).toBe(200);
  return response.body.key as string;
}

async function validProduct(session: Session, businessId: string, extra: Record<string, unknown> = {}) {
  return {
    title: 'Royal 1121 Basmati Rice',
    shortDescription: 'Extra long grain, aged 2 years',
    productDescription: '<p>Aromatic rice<script>alert(1)</script> from Punjab.</p>',
    websiteUrl: 'https://rice.example.in',
    businesses: [{ businessId, cityName: CITY }],
    price: 120.5,
    units: 'Kg',
    sku: 'RB-1121',
    images: [await presign(session, 'product-image'), await presign(session, 'product-image')],
    documents: [{ name: 'catalogue.pdf', type: 'application/pdf', size: 20480, key: await presign(session, 'product-document') }],
    productCategory: [RICE],
    specifications: { brandName: 'Royal', polished: 'Fully Polished', color: '' },
    extraSpecifications: [
      { title: 'Grain length', value: '8.3 mm' },
      { title: '', value: 'dropped' },
    ],
    seoTitle: 'Royal 1121 Basmati Rice',
    seoDescription: 'Buy aged basmati rice in Surat',
    ...extra,
  };
}

async function addProduct(session: Session, businessId: string, extra: Record<string, unknown> = {}) {
  const response = await api.call('POST', '/products/add', { token: token(session), body: await validProduct(session, businessId, extra) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

beforeAll(async () => {
  api = await startHarness();
  await putCities([{ slug: 'surat', name: 'Surat', nameKey: 'surat', aliases: [], stateId: 'GJ', stateName: 'Gujarat', latitude: 21.17024, longitude: 72.83106, popularRank: 0 }]);
  await insertSeedCategories('product', rows);
  owner = await api.signUp({ firstName: 'Meera', lastName: 'Seller' });
  rival = await api.signUp({ firstName: 'Raj', lastName: 'Rival' });
  visitor = await api.signUp({ firstName: 'Vikram', lastName: 'Buyer' });
  const candidate = await api.signUp({ firstName: 'Anil', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  admin = { ...(await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body, password: candidate.password };
  shop = (await api.call('POST', '/businesses/add', { token: token(owner), body: listingBody({ name: 'Meera Rice Traders', cityName: CITY, contact: { phone: '9820012345' } }) })).body;
  rivalShop = (await api.call('POST', '/businesses/add', { token: token(rival), body: listingBody({ name: 'Raj Packaging', cityName: CITY }) })).body;
});
afterAll(() => api.stop());

describe('creating and reading a product', () => {
  it('creates it with its categories at every level, a sanitised description and a unique slug', async () => {
    const product = await addProduct(owner, shop._id);
    expect(product).toMatchObject({
      title: 'Royal 1121 Basmati Rice',
      slug: expect.stringMatching(/^royal-1121-basmati-rice/),
      status: 'active',
      userId: owner.user._id,
      price: 120.5,
      units: 'Kg',
      businesses: [{ businessId: shop._id, name: 'Meera Rice Traders', cityName: 'surat' }],
      parent: [{ _id: 'agriculture-and-food-products' }],
      parentSub: [{ _id: 'agriculture-and-food-products--rice-and-grains' }],
      parentSubSub: [{ _id: 'agriculture-and-food-products--rice-and-grains--basmati-rice' }],
      productCategory: [{ _id: RICE, title: '1121 Basmati Rice' }],
      specifications: { brandName: 'Royal', polished: 'Fully Polished' },
      extraSpecifications: [{ title: 'Grain length', value: '8.3 mm' }],
      documents: [{ name: 'catalogue.pdf', size: 20480 }],
      views: 0,
    });
    expect(product.productDescription).toBe('<p>Aromatic rice from Punjab.</p>');
    expect(product.images).toHaveLength(2);

    const bySlug = await api.call('GET', `/products/getProductBySlug?slug=${product.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data._id).toBe(product._id);
    expect(bySlug.body.seller).toMatchObject({ _id: shop._id, name: 'Meera Rice Traders', slug: shop.slug, cityName: 'surat' });
    expect((await api.call('GET', `/products/${product._id}`)).body.data.title).toBe(product.title);
    expect((await api.call('GET', '/products/getProductBySlug?slug=no-such-product')).status).toBe(404);
  });

  it.each([
    [{ title: ' ' }, 'Product name is required'],
    [{ shortDescription: '' }, 'Short description is required'],
    [{ shortDescription: 'x'.repeat(201) }, 'Short description must be at most 200 characters'],
    [{ productDescription: '<p> </p>' }, 'Description is required'],
    [{ websiteUrl: 'javascript:alert(1)' }, 'Must be a valid URL'],
    [{ businesses: [] }, 'Please select a business'],
    [{ price: null }, 'Price is required'],
    [{ price: 0 }, 'Price must be positive'],
    [{ units: '' }, 'Units are required'],
    [{ images: [] }, 'At least one image is required'],
    [{ images: Array.from({ length: 11 }, (_, index) => `uploads/x/product-image/${index}.png`) }, 'Maximum 10 images allowed'],
    [{ productCategory: [] }, 'At least one product category is required'],
    [{ documents: Array.from({ length: 21 }, (_, index) => ({ name: `d${index}.pdf`, type: 'application/pdf', size: 1, key: `k${index}` })) }, 'Maximum number of documents (20) reached'],
    [{ productCategory: ['no-such-category'] }, 'Please choose product categories from the list'],
    [{ productCategory: ['industrial-machinery'] }, 'Please choose product categories from the list'],
  ])('refuses %j with the message', async (change, message) => {
    const response = await api.call('POST', '/products/add', { token: token(owner), body: await validProduct(owner, shop._id, change) });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses image and document keys from another user', async () => {
    const foreignImage = await presign(rival, 'product-image');
    const images = await api.call('POST', '/products/add', { token: token(owner), body: await validProduct(owner, shop._id, { images: [foreignImage] }) });
    expect(images.status).toBe(400);
    expect(images.body.message).toMatch(/not one of your uploads/);
    const foreignDocument = await presign(rival, 'product-document');
    const documents = await api.call('POST', '/products/add', {
      token: token(owner),
      body: await validProduct(owner, shop._id, { documents: [{ name: 'x.pdf', type: 'application/pdf', size: 10, key: foreignDocument }] }),
    });
    expect(documents.status).toBe(400);
    // An image key presented as a document is refused too (wrong kind).
    const wrongKind = await api.call('POST', '/products/add', { token: token(owner), body: await validProduct(owner, shop._id, { images: [await presign(owner, 'product-document')] }) });
    expect(wrongKind.status).toBe(400);
  });
});

describe('who may create and change products', () => {
  it('needs a signed-in user', async () => {
    expect((await api.call('POST', '/products/add', { body: await validProduct(owner, shop._id) })).status).toBe(401);
    expect((await api.call('PATCH', '/products/update/x', { body: { title: 'x' } })).status).toBe(401);
  });

  it("refuses a product on another owner's business, and another owner's edits", async () => {
    const attach = await api.call('POST', '/products/add', { token: token(rival), body: await validProduct(rival, shop._id) });
    expect(attach.status).toBe(403);
    const product = await addProduct(owner, shop._id);
    expect((await api.call('PATCH', `/products/update/${product._id}`, { token: token(rival), body: { title: 'Stolen' } })).status).toBe(403);
    expect((await api.call('PATCH', `/products/deleteProductImageByIndex/${product._id}`, { token: token(visitor), body: { index: 0 } })).status).toBe(403);
    expect((await api.call('DELETE', `/products/delete/${product._id}`, { token: token(rival) })).status).toBe(403);
    expect((await api.call('GET', `/products/${product._id}`)).body.data.title).toBe('Royal 1121 Basmati Rice');
  });

  it('lets an admin attach a product to any active business; the seller is its owner', async () => {
    const product = await addProduct(admin, rivalShop._id, { title: 'Band Sealing Machine', productCategory: [SEALING] });
    expect(product).toMatchObject({ userId: rival.user._id, businesses: [{ businessId: rivalShop._id }] });
    // The owner may then edit it.
    const edit = await api.call('PATCH', `/products/update/${product._id}`, { token: token(rival), body: { price: 45000, units: 'Piece' } });
    expect(edit).toMatchObject({ status: 200, body: { message: 'Product has been updated successfully', data: { price: 45000, units: 'Piece' } } });
  });
});

describe('editing a product', () => {
  it('updates fields, keeps stored images, adds own new ones and removes one by index', async () => {
    const product = await addProduct(owner, shop._id);
    const added = await presign(owner, 'product-image');
    const update = await api.call('PATCH', `/products/update/${product._id}`, {
      token: token(owner),
      body: { title: 'Royal Basmati Rice (Premium)', outOfStock: true, images: [...product.images, added], extraSpecifications: [] },
    });
    expect(update.status).toBe(200);
    expect(update.body.data).toMatchObject({ title: 'Royal Basmati Rice (Premium)', outOfStock: true, slug: product.slug, extraSpecifications: [] });
    expect(update.body.data.images).toEqual([...product.images, added]);

    const removed = await api.call('PATCH', `/products/deleteProductImageByIndex/${product._id}`, { token: token(owner), body: { index: 1 } });
    expect(removed).toMatchObject({ status: 200, body: { message: 'Image removed successfully.' } });
    expect(removed.body.data.images).toEqual([product.images[0], added]);
    expect((await api.call('PATCH', `/products/deleteProductImageByIndex/${product._id}`, { token: token(owner), body: { index: 7 } })).status).toBe(400);
    expect((await api.call('PATCH', `/products/deleteProductImageByIndex/${product._id}`, { token: token(owner), body: { index: 'x' } })).status).toBe(400);
  });

  it('attaches a discount of the business and labels it; a discount of another business is refused', async () => {
    const product = await addProduct(owner, shop._id);
    const flat = await api.call('POST', '/discount/add', { token: token(owner), body: { businessId: shop._id, code: `diwali${Date.now()}`, type: 'flat', amount: 20 } });
    expect(flat.status).toBe(201);
    expect(flat.body.data).toMatchObject({ type: 'flat', amount: 20, label: 'Flat ₹20' });
    expect((await api.call('POST', '/discount/add', { token: token(owner), body: { businessId: shop._id, code: flat.body.data.code, type: 'percent', amount: 5 } })).status).toBe(409);
    // A percent discount leaves something to pay (100% would sell at ₹0), and every discount takes something off.
    for (const amount of [150, 100]) {
      expect(await api.call('POST', '/discount/add', { token: token(owner), body: { businessId: shop._id, code: 'BIG', type: 'percent', amount } })).toMatchObject({
        status: 400,
        body: { message: 'A percent discount must be less than 100' },
      });
    }
    for (const type of ['percent', 'flat']) {
      expect(await api.call('POST', '/discount/add', { token: token(owner), body: { businessId: shop._id, code: 'NONE', type, amount: 0 } })).toMatchObject({
        status: 400,
        body: { message: 'Amount must be positive' },
      });
    }
    expect((await api.call('POST', '/discount/add', { token: token(owner), body: { businessId: shop._id, code: `most${Date.now()}`, type: 'percent', amount: 99.5 } })).status).toBe(201);
    expect((await api.call('POST', '/discount/add', { token: token(rival), body: { businessId: shop._id, code: 'MINE', type: 'flat', amount: 5 } })).status).toBe(403);
    const list = await api.call('GET', '/discount/all', { token: token(owner) });
    expect(list.body.data.map((discount: { _id: string }) => discount._id)).toContain(flat.body.data._id);
    expect((await api.call('GET', '/discount/all')).status).toBe(401);

    const attached = await api.call('PATCH', `/products/update/${product._id}`, { token: token(owner), body: { discount: flat.body.data._id } });
    expect(attached.body.data.discount).toMatchObject({ _id: flat.body.data._id, type: 'flat', amount: 20, label: 'Flat ₹20' });
    const rivalDiscount = await api.call('POST', '/discount/add', { token: token(rival), body: { businessId: rivalShop._id, code: `R${Date.now()}`, type: 'percent', amount: 10 } });
    expect((await api.call('PATCH', `/products/update/${product._id}`, { token: token(owner), body: { discount: rivalDiscount.body.data._id } })).status).toBe(400);
    expect((await api.call('PATCH', `/products/update/${product._id}`, { token: token(owner), body: { discount: '' } })).body.data.discount).toBeNull();
  });

  it('refuses a discount that takes the whole price, when attached and when the price drops under it', async () => {
    const addDiscount = async (type: 'flat' | 'percent', amount: number) =>
      (await api.call('POST', '/discount/add', { token: token(owner), body: { businessId: shop._id, code: `off${type}${amount}${Date.now()}`, type, amount } })).body.data as { _id: string };
    const [huge, whole, small] = [await addDiscount('flat', 5000), await addDiscount('flat', 649), await addDiscount('flat', 100)];
    // POST /discount/add refuses 100% now; one stored before that rule is still refused where it is attached.
    const hundredPercent = { _id: (await createDiscount({ businessId: shop._id, ownerId: owner.user._id, code: `ALL${Date.now()}`, type: 'percent', amount: 100 })).discountId };
    const refused = await api.call('POST', '/products/add', { token: token(owner), body: await validProduct(owner, shop._id, { price: 649, discount: huge._id }) });
    expect(refused).toMatchObject({ status: 400, body: { message: 'The discount (Flat ₹5,000) must be less than the price (₹649). Choose a smaller discount or a higher price.' } });

    const product = await addProduct(owner, shop._id, { price: 649 });
    const attach = (discount: string) => api.call('PATCH', `/products/update/${product._id}`, { token: token(owner), body: { discount } });
    expect((await attach(huge._id)).status).toBe(400);
    expect((await attach(whole._id)).body.message).toBe('The discount (Flat ₹649) must be less than the price (₹649). Choose a smaller discount or a higher price.');
    expect((await attach(hundredPercent._id)).body.message).toBe('The discount (100% Off) must be less than the price (₹649). Choose a smaller discount or a higher price.');
    expect((await attach(small._id)).body.data.discount).toMatchObject({ _id: small._id, amount: 100 });
    // Lowering the price under the attached discount is refused too; lowering it with the discount taken off is not.
    const cheaper = await api.call('PATCH', `/products/update/${product._id}`, { token: token(owner), body: { price: 99 } });
    expect(cheaper).toMatchObject({ status: 400, body: { message: 'The discount (Flat ₹100) must be less than the price (₹99). Choose a smaller discount or a higher price.' } });
    expect((await api.call('GET', `/products/${product._id}`, { token: token(owner) })).body.data).toMatchObject({ price: 649, discount: { _id: small._id } });
    expect((await api.call('PATCH', `/products/update/${product._id}`, { token: token(owner), body: { price: 99, discount: '' } })).body.data).toMatchObject({ price: 99, discount: null });
  });

  it('lets only the owner or an admin delete a discount; its products stop offering it and the code is free again', async () => {
    const product = await addProduct(owner, shop._id);
    const code = `holi${Date.now()}`;
    const discount = (await api.call('POST', '/discount/add', { token: token(owner), body: { businessId: shop._id, code, type: 'percent', amount: 15 } })).body.data;
    expect((await api.call('PATCH', `/products/update/${product._id}`, { token: token(owner), body: { discount: discount._id } })).body.data.discount).toMatchObject({ _id: discount._id });

    expect((await api.call('DELETE', `/discount/delete/${discount._id}`)).status).toBe(401);
    expect((await api.call('DELETE', `/discount/delete/${discount._id}`, { token: token(rival) })).status).toBe(403);
    expect((await api.call('DELETE', `/discount/delete/${discount._id}`, { token: token(visitor) })).status).toBe(403);
    const deleted = await api.call('DELETE', `/discount/delete/${discount._id}`, { token: token(owner) });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Discount deleted successfully' } });
    expect((await api.call('DELETE', `/discount/delete/${discount._id}`, { token: token(owner) })).status).toBe(404);
    const list = await api.call('GET', '/discount/all', { token: token(owner) });
    expect(list.body.data.map((item: { _id: string }) => item._id)).not.toContain(discount._id);

    await api.poller.drain();
    expect((await api.call('GET', `/products/getProductBySlug?slug=${product.slug}`)).body.data.discount).toBeNull();
    // The code can be used again, and an admin may delete it.
    const again = await api.call('POST', '/discount/add', { token: token(owner), body: { businessId: shop._id, code, type: 'flat', amount: 50 } });
    expect(again.status).toBe(201);
    expect((await api.call('DELETE', `/discount/delete/${again.body.data._id}`, { token: token(admin) })).status).toBe(200);
  });

  it('shows a suspended product as removed to visitors; only an admin suspends', async () => {
    const product = await addProduct(owner, shop._id);
    expect((await api.call('PATCH', `/products/update/${product._id}`, { token: token(owner), body: { status: 'suspended' } })).status).toBe(403);
    expect((await api.call('PATCH', `/products/update/${product._id}`, { token: token(admin), body: { status: 'suspended' } })).status).toBe(200);
    const seen = await api.call('GET', `/products/getProductBySlug?slug=${product.slug}`);
    expect(seen.body).toEqual({ data: { _id: product._id, slug: product.slug, status: 'suspended', title: product.title }, seller: null });
    const ownView = await api.call('GET', `/products/getProductBySlug?slug=${product.slug}`, { token: token(owner) });
    expect(ownView.body.data).toMatchObject({ status: 'suspended', price: 120.5 });
  });
});

describe('views', () => {
  it('counts 50 concurrent views as 50', async () => {
    const product = await addProduct(owner, shop._id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.call('PATCH', `/products/addView/${product._id}`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await api.poller.drain();
    expect((await api.call('GET', `/products/${product._id}`)).body.data.views).toBe(50);
    expect((await api.call('PATCH', '/products/addView/no-such-product')).status).toBe(404);
  });
});

describe('lists', () => {
  it("pages a seller's products 10 at a time with a signed cursor", async () => {
    const seller = await api.signUp({ firstName: 'Pooja', lastName: 'Lister' });
    const business = (await api.call('POST', '/businesses/add', { token: token(seller), body: listingBody({ name: 'Pooja Stores', cityName: CITY }) })).body;
    for (let index = 0; index < 11; index++) await addProduct(seller, business._id, { title: `Pooja Rice ${index}` });
    const first = await api.call('GET', `/products/all?userId=${seller.user._id}`);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]).toMatchObject({ title: 'Pooja Rice 10', business: { _id: business._id }, status: 'active' });
    const second = await api.call('GET', `/products/all?userId=${seller.user._id}&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.data.map((card: { title: string }) => card.title)).toEqual(['Pooja Rice 0']);
    expect((await api.call('GET', `/products/all?userId=${seller.user._id}&cursor=e30`)).status).toBe(400);
    expect((await api.call('GET', '/products/all')).status).toBe(400);
    const byBusiness = await api.call('GET', `/products/getProductsByBusiness?businessId=${business._id}`);
    expect(byBusiness.body.data).toHaveLength(10);
  });
});

describe('quotes, leads and the seller inbox', () => {
  it('refuses bad inquiries with 4xx', async () => {
    const product = await addProduct(owner, shop._id);
    const base = { wanted: 5, unit: 'Kg', productId: product._id, name: 'Kiran', email: 'kiran@example.in', phone: '9876543210' };
    for (const [change, message] of [
      [{ wanted: 0 }, 'Quantity must be at least 1'],
      [{ wanted: 'lots' }, undefined],
      [{ unit: 'Spoons' }, 'Please pick a unit from the list'],
      [{ name: undefined }, 'Name is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ phone: '12345' }, 'Please enter a valid 10-digit mobile number'],
      [{ phone: undefined }, 'Mobile number is required'],
    ] as const) {
      const response = await api.call('POST', '/quotes/add', { body: { ...base, ...change } });
      expect(response.status, JSON.stringify(change)).toBe(400);
      if (message) expect(response.body.message).toBe(message);
    }
    expect((await api.call('POST', '/quotes/add', { body: { ...base, productId: 'missing' } })).status).toBe(404);
    expect((await api.call('POST', '/quotes/add', { rawBody: '{' })).status).toBe(400);
  });

  it("refuses a quantity below the product's minimum order, in its unit", async () => {
    const product = await addProduct(owner, shop._id, { title: 'Minimum Order Rice', specifications: { brandName: 'Royal', minimumOrderQuantity: '6 Kg' } });
    const body = { unit: 'Kg', productId: product._id, name: 'Kiran', email: 'kiran@example.in', phone: '9876543210' };
    expect(await api.call('POST', '/quotes/add', { body: { ...body, wanted: 5 } })).toMatchObject({
      status: 400,
      body: { message: 'The minimum order for this product is 6 Kg. Please ask for at least 6.' },
    });
    expect((await api.call('POST', '/quotes/add', { body: { ...body, wanted: 6 } })).status).toBe(201);
  });

  it('delivers a quote to the seller only; the seller marks it read', async () => {
    const product = await addProduct(owner, shop._id, { title: 'Quote Test Rice' });
    const sent = await api.call('POST', '/quotes/add', {
      body: { wanted: 25, unit: 'Bags', productId: product._id, name: 'Kiran Shah', email: 'kiran@example.in', phone: '+91 98765 43210', cityName: 'Surat' },
    });
    expect(sent).toMatchObject({ status: 201, body: { message: 'Quote Request Sent Successfully!' } });
    // Signed in, the account supplies the name and email.
    expect((await api.call('POST', '/quotes/add', { token: token(visitor), body: { wanted: 2, unit: 'Kg', productId: product._id } })).status).toBe(201);

    const inbox = await api.call('GET', '/leads/inbox', { token: token(owner) });
    const [signedIn, signedOut] = inbox.body.data.filter((item: { product: { _id: string } | null }) => item.product?._id === product._id);
    expect(signedIn).toMatchObject({ kind: 'quote', name: 'Vikram Buyer', buyerId: visitor.user._id, wanted: 2, read: false });
    expect(signedOut).toMatchObject({ kind: 'quote', name: 'Kiran Shah', phone: '9876543210', wanted: 25, unit: 'Bags', product: { slug: product.slug, cityName: 'surat' }, read: false });

    const rivalInbox = await api.call('GET', '/leads/inbox', { token: token(rival) });
    expect(rivalInbox.body.data.some((item: { product: { _id: string } | null }) => item.product?._id === product._id)).toBe(false);
    expect((await api.call('GET', '/leads/inbox')).status).toBe(401);
    expect((await api.call('PATCH', `/leads/markRead/${signedOut._id}`, { token: token(rival) })).status).toBe(403);
    expect((await api.call('PATCH', `/leads/markRead/${signedOut._id}`, { token: token(owner) })).status).toBe(200);
    const after = await api.call('GET', '/leads/inbox', { token: token(owner) });
    expect(after.body.data.find((item: { _id: string }) => item._id === signedOut._id).read).toBe(true);
  });

  it("delivers a category lead to the category's sellers; bad leads are 4xx", async () => {
    await addProduct(owner, shop._id, { title: 'Lead Test Rice' });
    await api.poller.drain();
    const lead = { name: 'Sunita', email: 'sunita@example.in', phone: '9988776655', category: RICE };
    expect((await api.call('POST', '/leads/add', { body: { ...lead, phone: '99887' } })).body.message).toBe('Please enter a valid 10-digit mobile number');
    expect((await api.call('POST', '/leads/add', { body: { ...lead, email: '' } })).body.message).toBe('Email is required');
    expect((await api.call('POST', '/leads/add', { body: { ...lead, name: '' } })).body.message).toBe('Name is required');
    expect((await api.call('POST', '/leads/add', { body: { ...lead, category: 'nothing' } })).status).toBe(404);
    expect(await api.call('POST', '/leads/add', { body: lead })).toMatchObject({ status: 201, body: { message: 'Contact details submitted successfully' } });
    const inbox = await api.call('GET', '/leads/inbox', { token: token(owner) });
    expect(inbox.body.data[0]).toMatchObject({ kind: 'lead', name: 'Sunita', category: { _id: RICE, title: '1121 Basmati Rice' } });
  });

  it("counts a category lead once in each recipient seller's listing insights, on its day", async () => {
    await addProduct(owner, shop._id, { title: 'Insight Lead Rice' });
    await addProduct(owner, shop._id, { title: 'Insight Lead Rice Two' });
    await addProduct(rival, rivalShop._id, { title: 'Rival Lead Rice' });
    await api.poller.drain();
    const leadsOf = async (session: Session, businessId: string) => {
      await api.poller.drain();
      const answer = await api.call('GET', `/businesses/insights/${businessId}?days=7`, { token: token(session) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return { total: answer.body.totals.leads.current as number, today: answer.body.series.at(-1) as { day: string; leads: number } };
    };
    const before = { owner: await leadsOf(owner, shop._id), rival: await leadsOf(rival, rivalShop._id) };
    expect((await api.call('POST', '/leads/add', { body: { name: 'Farah', email: 'farah@example.in', phone: '9988776611', category: RICE } })).status).toBe(201);
    const after = { owner: await leadsOf(owner, shop._id), rival: await leadsOf(rival, rivalShop._id) };
    // Meera sells three rice products from one listing: still one lead for it.
    expect(after.owner.total - before.owner.total).toBe(1);
    expect(after.rival.total - before.rival.total).toBe(1);
    expect(after.rival.today.leads - before.rival.today.leads).toBe(1);
    // Each seller's inbox item names the listing it was counted for.
    const inbox = await api.call('GET', '/leads/inbox', { token: token(rival) });
    expect(inbox.body.data[0]).toMatchObject({ kind: 'lead', name: 'Farah' });
  });

  it('reports a seller from a product page and still reports businesses', async () => {
    const product = await addProduct(owner, shop._id);
    expect((await api.call('POST', '/report/add', { body: { type: 'Other', comment: 'Fake seller', productId: product._id } })).status).toBe(401);
    expect((await api.call('POST', '/report/add', { token: token(visitor), body: { type: 'Other', comment: 'Fake', productId: product._id } })).body.message).toBe(
      'Comment should be at least 5 characters',
    );
    expect(await api.call('POST', '/report/add', { token: token(visitor), body: { type: 'Other', comment: 'Fake seller', productId: product._id } })).toMatchObject({
      status: 201,
      body: { message: 'Report details submitted successfully.' },
    });
    expect((await api.call('POST', '/report/add', { token: token(visitor), body: { type: 'Other', comment: 'Fake seller', productId: 'missing' } })).status).toBe(404);
    expect((await api.call('POST', '/report/add', { token: token(visitor), body: { type: 'Phone Number', comment: 'Wrong number', businessId: shop._id } })).status).toBe(201);
    expect((await api.call('POST', '/report/add', { token: token(visitor), body: { type: 'Other', comment: 'Neither given' } })).status).toBe(400);
  });
});

describe('product search', () => {
  it('finds products by name prefix, by category at every level and by text, with Queries only', async () => {
    const product = await addProduct(owner, shop._id, { title: 'Zafrani Kesar Basmati' });
    const machine = await addProduct(admin, rivalShop._id, { title: 'Zafrani Heat Sealer', productCategory: [SEALING], price: 9000 });
    await api.poller.drain();
    const commands = await recordCommands(async () => {
      for (const prefix of ['z', 'zaf', 'zafra', 'zafrani', 'zafrani k', 'kesar']) {
        const suggestions = await api.call('GET', `/search?type=products&location=${CITY}&query=${encodeURIComponent(prefix)}`);
        expect(suggestions.status).toBe(200);
        expect(
          suggestions.body.products.map((entry: { _id: string }) => entry._id),
          prefix,
        ).toContain(product._id);
      }
      const sealer = await api.call('GET', `/search?type=products&location=${CITY}&query=heat`);
      expect(sealer.body.products[0]).toMatchObject({ _id: machine._id, title: 'Zafrani Heat Sealer', cityName: 'surat', category: 'Sealing Machines' });

      for (const [params, expected] of [
        ['', [product._id, machine._id]],
        ['&category=agriculture-and-food-products', [product._id]],
        ['&subcat=industrial-machinery--food-processing-machines', [machine._id]],
        [`&subsubCat=agriculture-and-food-products--rice-and-grains--basmati-rice`, [product._id]],
        [`&productCategoryId=${SEALING}`, [machine._id]],
        ['&find=zafrani', [product._id, machine._id]],
        ['&find=zafrani%20sealer', [machine._id]],
        ['&category=agriculture-and-food-products&find=kesar', [product._id]],
        ['&minPrice=5000', [machine._id]],
      ] as const) {
        const page = await api.call('GET', `/products/search?cityName=${CITY}${params}&limit=50`);
        expect(page.status, params).toBe(200);
        const ids = page.body.data.map((card: { _id: string }) => card._id);
        for (const id of expected) expect(ids, params).toContain(id);
        if (params.includes('sealer') || params.includes('subcat') || params.includes('minPrice')) expect(ids, params).not.toContain(product._id);
        if (params.includes('agriculture') || params.includes('kesar')) expect(ids, params).not.toContain(machine._id);
      }
      const related = await api.call('GET', `/products/all?productCategoryId=${SEALING}&exclude=${product._id}`);
      expect(related.body.data.map((card: { _id: string }) => card._id)).toContain(machine._id);
    });
    expect(commands).toContain('QueryCommand');
    expect(scansAmong(commands)).toEqual([]);

    expect((await api.call('GET', '/products/search')).status).toBe(400);
    expect((await api.call('GET', '/products/search?cityName=atlantis')).status).toBe(404);
  });

  it('drops a suspended or deleted product from search', async () => {
    const product = await addProduct(owner, shop._id, { title: 'Quokka Rice' });
    await api.poller.drain();
    const found = async () => (await api.call('GET', `/search?type=products&location=${CITY}&query=quokka`)).body.products.length;
    expect(await found()).toBe(1);
    await api.call('DELETE', `/products/delete/${product._id}`, { token: token(owner) });
    await api.poller.drain();
    expect(await found()).toBe(0);
    expect((await api.call('GET', `/products/${product._id}`)).status).toBe(404);
  });
});
