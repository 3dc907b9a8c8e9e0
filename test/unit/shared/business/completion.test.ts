import { describe, expect, it } from 'vitest';
import { completionPercent, countedSetupTabs, isSetupSubmitDisabled, nextSetupTab, setupStepper, setupSubmitProblem, tabCompletion, type BusinessCompletionInput } from '@shared/business/completion';
import type { SetupTab } from '@shared/business/enums';

/** A business with every tab filled in. */
const complete = (): BusinessCompletionInput => ({
  name: 'Sharma Sweets',
  cityName: 'new-delhi',
  description: '<p>Traditional sweets since 1985.</p>',
  establishmentYear: 1985,
  employeeCount: '11-50',
  website: 'https://sharmasweets.example',
  logo: 'https://cdn.example/logo.png',
  revenue: '80l-1.6cr',
  media: { headerImage: 'https://cdn.example/header.png', gallery: ['https://cdn.example/1.png'] },
  contact: { email: 'hello@sharmasweets.example', phone: '+919876543210' },
  socialMedia: {
    facebook: 'https://facebook.com/sharma',
    instagram: 'https://instagram.com/sharma',
    twitter: 'https://twitter.com/sharma',
    youtube: 'https://youtube.com/sharma',
  },
  address: { street: 'Chandni Chowk', suite: 'Shop 4', city: 'New Delhi', state: 'Delhi', zipCode: '110006' },
  workingHours: [{ day: 'Monday', open: '09:00', close: '17:00', closed: false }],
  categories: [{ _id: 'c1', title: 'Restaurant' }],
  subCategoryId: [{ _id: 's1', title: 'Sweet Shops' }],
  subsubCategoryId: [{ _id: 'ss1', title: 'Bengali Sweets' }],
  amenities: [{ amenityId: 'a1', subAmenities: [] }],
  pricing: [{ units: 1, minPrice: 100, maxPrice: 500, currency: 'INR', title: 'Per Item' }],
  seoTitle: 'Sharma Sweets, Chandni Chowk',
  seoDescription: 'Sweets in Delhi',
});

const allTrue: Record<SetupTab, boolean> = {
  'basic-info': true,
  contact: true,
  social: true,
  location: true,
  hours: true,
  categories: true,
  features: true,
  pricing: true,
  images: true,
  seo: true,
};

describe('tabCompletion', () => {
  it('marks every tab complete for a full business', () => {
    expect(tabCompletion(complete())).toEqual(allTrue);
  });

  it('marks every tab pending for an empty business', () => {
    expect(Object.values(tabCompletion({})).some(Boolean)).toBe(false);
  });

  it.each([
    ['name', { name: '   ' }],
    ['city', { cityName: '' }],
    ['description', { description: undefined }],
    ['description with no text', { description: '<p> </p><p><br></p>' }],
    ['establishmentYear', { establishmentYear: null }],
    ['establishmentYear of 0', { establishmentYear: 0 }],
    ['employeeCount', { employeeCount: '' }],
    ['website', { website: undefined }],
    ['logo', { logo: null }],
    ['header image', { media: { headerImage: '', gallery: ['x'] } }],
    ['revenue', { revenue: undefined }],
  ])('leaves basic-info pending without %s', (_, change) => {
    const result = tabCompletion({ ...complete(), ...change });
    expect(result['basic-info']).toBe(false);
    expect(result.contact).toBe(true);
  });

  it('accepts the older employees field and a city id for basic-info', () => {
    expect(tabCompletion({ ...complete(), employeeCount: undefined, employees: '1-10' })['basic-info']).toBe(true);
    expect(tabCompletion({ ...complete(), cityName: undefined, cityId: 'city-1' })['basic-info']).toBe(true);
  });

  it('accepts a logo that is still a File-like object in the form', () => {
    expect(tabCompletion({ ...complete(), logo: { name: 'logo.png', size: 1024 } })['basic-info']).toBe(true);
  });

  it.each([
    [{ email: 'a@b.in', phone: '' }, true],
    [{ email: '', phone: '9876543210' }, true],
    [{ email: ' ', phone: '' }, false],
    [{}, false],
  ])('contact %j is complete: %s', (contact, expected) => {
    expect(tabCompletion({ ...complete(), contact }).contact).toBe(expected);
  });

  it('needs all four social links', () => {
    const socialMedia = { facebook: 'f', instagram: 'i', twitter: 't', youtube: 'y' };
    expect(tabCompletion({ socialMedia }).social).toBe(true);
    for (const key of Object.keys(socialMedia)) {
      expect(tabCompletion({ socialMedia: { ...socialMedia, [key]: '' } }).social).toBe(false);
    }
    expect(tabCompletion({ socialMedia: null }).social).toBe(false);
  });

  it('needs suite, city, state and zip code for location, but not street', () => {
    const address = { suite: 'Shop 4', city: 'New Delhi', state: 'Delhi', zipCode: '110006' };
    expect(tabCompletion({ address }).location).toBe(true);
    for (const key of Object.keys(address)) {
      expect(tabCompletion({ address: { ...address, [key]: '' } }).location).toBe(false);
    }
  });

  it('counts any working-hours entry, even a closed day', () => {
    expect(tabCompletion({ workingHours: [{ day: 'Sunday', open: '', close: '', closed: true }] }).hours).toBe(true);
    expect(tabCompletion({ workingHours: [] }).hours).toBe(false);
  });

  it('needs categories, sub-categories and sub-sub-categories', () => {
    const full = { categories: ['c'], subCategoryId: ['s'], subsubCategoryId: ['ss'] };
    expect(tabCompletion(full).categories).toBe(true);
    expect(tabCompletion({ ...full, subsubCategoryId: [] }).categories).toBe(false);
    expect(tabCompletion({ ...full, subCategoryId: undefined }).categories).toBe(false);
    expect(tabCompletion({ ...full, categories: [] }).categories).toBe(false);
  });

  it('reads features, pricing and images from their lists', () => {
    expect(tabCompletion({ amenities: [], pricing: [], media: { gallery: [] } })).toMatchObject({ features: false, pricing: false, images: false });
    expect(tabCompletion({ amenities: ['a'], pricing: [{ minPrice: 0 }], media: { gallery: ['g'] } })).toMatchObject({ features: true, pricing: true, images: true });
  });

  it('does not count the form’s starting rows as the owner’s entries: a new listing starts at 0%', () => {
    const startingRow = { units: 1, minPrice: null, maxPrice: null, title: 'Per Item', currency: 'INR' };
    expect(tabCompletion({ pricing: [startingRow, {}] }).pricing).toBe(false);
    expect(tabCompletion({ pricing: [startingRow, { ...startingRow, maxPrice: 250 }] }).pricing).toBe(true);
    expect(completionPercent({ name: '', pricing: [startingRow], media: { headerImage: null, gallery: [] } })).toBe(0);
  });

  it('needs both SEO title and description', () => {
    expect(tabCompletion({ seoTitle: 'T', seoDescription: 'D' }).seo).toBe(true);
    expect(tabCompletion({ seoTitle: 'T' }).seo).toBe(false);
    expect(tabCompletion({ seoDescription: 'D' }).seo).toBe(false);
  });
});

describe('completionPercent', () => {
  it('counts nine tabs, leaving SEO out', () => {
    expect(countedSetupTabs).toEqual(['basic-info', 'contact', 'social', 'location', 'hours', 'categories', 'features', 'pricing', 'images']);
  });

  it('reaches 100 for a full business and stays there without SEO', () => {
    expect(completionPercent(complete())).toBe(100);
    expect(completionPercent({ ...complete(), seoTitle: '', seoDescription: '' })).toBe(100);
  });

  it('is 0 for an empty business and for one with only SEO', () => {
    expect(completionPercent({})).toBe(0);
    expect(completionPercent({ seoTitle: 'T', seoDescription: 'D' })).toBe(0);
  });

  // Blanking tabs from the end of the counted list, k tabs done gives round(k / 9 * 100).
  const blankers: ((business: BusinessCompletionInput) => BusinessCompletionInput)[] = [
    (b) => ({ ...b, media: { ...b.media, gallery: [] } }),
    (b) => ({ ...b, pricing: [] }),
    (b) => ({ ...b, amenities: [] }),
    (b) => ({ ...b, categories: [] }),
    (b) => ({ ...b, workingHours: [] }),
    (b) => ({ ...b, address: null }),
    (b) => ({ ...b, socialMedia: null }),
    (b) => ({ ...b, contact: null }),
    (b) => ({ ...b, name: '' }),
  ];
  it.each([
    [9, 100],
    [8, 89],
    [7, 78],
    [6, 67],
    [5, 56],
    [4, 44],
    [3, 33],
    [2, 22],
    [1, 11],
    [0, 0],
  ])('is rounded: %i of nine tabs gives %i', (done, percent) => {
    const business = blankers.slice(0, 9 - done).reduce((b, blank) => blank(b), complete());
    expect(completionPercent(business)).toBe(percent);
  });
});

describe('setupStepper', () => {
  it('shows every tab Completed with no current tab when all are done', () => {
    const stepper = setupStepper(complete());
    expect(stepper.current).toBeNull();
    expect(stepper.percent).toBe(100);
    expect(stepper.steps.every((step) => step.status === 'Completed' && !step.isCurrent)).toBe(true);
  });

  it('lists tabs in order with labels, statuses and the first pending one current', () => {
    const stepper = setupStepper({ ...complete(), socialMedia: null, pricing: [], seoTitle: '' });
    expect(stepper.steps).toEqual([
      { tab: 'basic-info', label: 'Basic Info', status: 'Completed', isCurrent: false },
      { tab: 'contact', label: 'Contact', status: 'Completed', isCurrent: false },
      { tab: 'social', label: 'Social', status: 'Pending', isCurrent: true },
      { tab: 'location', label: 'Location', status: 'Completed', isCurrent: false },
      { tab: 'hours', label: 'Hours', status: 'Completed', isCurrent: false },
      { tab: 'categories', label: 'Categories', status: 'Completed', isCurrent: false },
      { tab: 'features', label: 'Features', status: 'Completed', isCurrent: false },
      { tab: 'pricing', label: 'Taxation', status: 'Pending', isCurrent: false },
      { tab: 'images', label: 'Images', status: 'Completed', isCurrent: false },
      { tab: 'seo', label: 'SEO', status: 'Pending', isCurrent: false },
    ]);
    expect(stepper.current).toBe('social');
    expect(stepper.percent).toBe(78);
  });

  it('makes SEO current when it is the only pending tab', () => {
    const stepper = setupStepper({ ...complete(), seoDescription: '' });
    expect([stepper.current, stepper.percent]).toEqual(['seo', 100]);
  });

  it('starts a new business on basic-info', () => {
    expect(setupStepper({}).current).toBe('basic-info');
  });
});

describe('nextSetupTab', () => {
  it('walks the tabs in order and stops after SEO', () => {
    const order: (SetupTab | null)[] = [];
    let tab: SetupTab | null = 'basic-info';
    while (tab) {
      order.push(tab);
      tab = nextSetupTab(tab);
    }
    expect(order).toEqual(['basic-info', 'contact', 'social', 'location', 'hours', 'categories', 'features', 'pricing', 'images', 'seo']);
    expect(nextSetupTab('seo')).toBeNull();
    expect(nextSetupTab('pricing')).toBe('images');
  });
});

describe('setup form submit rules', () => {
  it.each([
    [{ name: 'Shop', cityName: 'pune' }, false],
    [{ name: 'Shop', cityName: 'pune', submitting: true }, true],
    [{ name: '  ', cityName: 'pune' }, true],
    [{ name: 'Shop', cityName: '' }, true],
    [{ name: null, cityName: null }, true],
    [{}, true],
  ])('%j disables the buttons: %s', (input, disabled) => {
    expect(isSetupSubmitDisabled(input)).toBe(disabled);
  });

  it.each([
    [{ name: ' ', cityName: '', errorCount: 3 }, 'Business name is required'],
    [{ name: 'Shop', cityName: ' ', errorCount: 3 }, 'Please select a city'],
    [{ name: 'Shop', cityName: 'pune', errorCount: 1 }, 'Please fix 1 validation error(s)'],
    [{ name: 'Shop', cityName: 'pune', errorCount: 4 }, 'Please fix 4 validation error(s)'],
    [{ name: 'Shop', cityName: 'pune', errorCount: 0 }, null],
    [{ name: 'Shop', cityName: 'pune' }, null],
  ])('%j gives %j', (input, message) => {
    expect(setupSubmitProblem(input)).toBe(message);
  });
});
