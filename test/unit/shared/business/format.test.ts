import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MIN_CHARS,
  PHONE_INPUT_MAX_LENGTH,
  addAlternateEmail,
  addAlternatePhone,
  canRemovePriceRange,
  cityToPathSegment,
  defaultPriceRange,
  descriptionProblem,
  establishmentYearOptions,
  formatIndianPhone,
  formatRupees,
  indianPhoneDigits,
  parsePriceInput,
  parseUnitsInput,
  pathSegmentToCity,
  phoneInputMask,
  phoneInputNotice,
  plainText,
  plainTextLength,
  ratingStars,
  seoDescriptionAdvice,
  seoTitleAdvice,
  yearsInBusiness,
} from '@shared/business/format';
import { priceRangeSchema } from '@shared/schemas/business-fields';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('yearsInBusiness', () => {
  const now = ist('2025-06-15T12:00:00');

  it.each([
    [2015, 10],
    ['2015', 10],
    [' 1990 ', 35],
    [2024, 1],
    [2025, null],
    [2030, null],
    [0, null],
    [-5, null],
    [null, null],
    [undefined, null],
    ['', null],
    ['abc', null],
    [2015.5, null],
    [Number.NaN, null],
  ])('established %j gives %j', (year, years) => {
    expect(yearsInBusiness(year, now)).toBe(years);
  });

  it('uses the year in India at New Year', () => {
    // 18:30 UTC on 31 December is already 1 January in India.
    expect(yearsInBusiness(2024, new Date('2024-12-31T18:30:00Z'))).toBe(1);
    expect(yearsInBusiness(2024, new Date('2024-12-31T18:29:00Z'))).toBeNull();
  });
});

describe('establishmentYearOptions', () => {
  it('lists this year and the 99 before it, newest first', () => {
    const years = establishmentYearOptions(ist('2025-06-15T12:00:00'));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2025);
    expect(years[1]).toBe(2024);
    expect(years.at(-1)).toBe(1926);
  });

  it('switches year at midnight India time', () => {
    expect(establishmentYearOptions(new Date('2025-12-31T18:30:00Z'))[0]).toBe(2026);
  });
});

describe('Indian phone numbers', () => {
  it.each([
    ['9876543210', '+91 98765 43210'],
    ['+91 98765 43210', '+91 98765 43210'],
    ['+919876543210', '+91 98765 43210'],
    ['919876543210', '+91 98765 43210'],
    ['09876543210', '+91 98765 43210'],
    ['(987) 654-3210', '+91 98765 43210'],
    ['+91 98765 43210', '+91 98765 43210'],
    ['9123456789', '+91 91234 56789'],
    ['12345', '12345'],
    ['  +1 415 555 0100 ', '+1 415 555 0100'],
    ['', ''],
  ])('formatIndianPhone(%j) is %j', (input, shown) => {
    expect(formatIndianPhone(input)).toBe(shown);
  });

  it('formats missing numbers as empty text', () => {
    expect(formatIndianPhone(null)).toBe('');
    expect(formatIndianPhone(undefined)).toBe('');
  });

  it.each([
    ['+91 98765-43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765', null],
    ['98765432101234', null],
    [null, null],
  ])('indianPhoneDigits(%j) is %j', (input, digits) => {
    expect(indianPhoneDigits(input)).toBe(digits);
  });

  it.each([
    ['', ''],
    ['9', '9'],
    ['98765', '98765'],
    ['987654', '98765 4'],
    ['9876543210', '98765 43210'],
    ['98765432109', '98765 43210'],
    ['987-654-3210', '98765 43210'],
    ['987a65b4', '98765 4'],
    ['+91 98765 43210', '98765 43210'],
    ['09876543210', '98765 43210'],
  ])('phoneInputMask(%j) is %j', (input, masked) => {
    expect(phoneInputMask(input)).toBe(masked);
  });

  it('never exceeds 11 characters', () => {
    expect(PHONE_INPUT_MAX_LENGTH).toBe(11);
    for (const input of ['12345678901234567890', '+91 12345 67890 99', '0000000000000']) {
      expect(phoneInputMask(input).length).toBeLessThanOrEqual(PHONE_INPUT_MAX_LENGTH);
    }
  });

  it.each([
    ['98200 12345', null],
    ['+91 98200-12345', null],
    ['98200a12345', 'Only digits are kept, so we removed “a”'],
    ['982001234567', 'An Indian phone number has 10 digits, so we kept the first 10'],
  ])('phoneInputNotice(%j) is %j', (input, notice) => {
    expect(phoneInputNotice(input)).toBe(notice);
  });
});

describe('alternate contacts', () => {
  it('adds a phone once, comparing digits', () => {
    const list = addAlternatePhone([], ' 987-654-3210 ');
    expect(list).toEqual(['987-654-3210']);
    expect(addAlternatePhone(list, '+91 98765 43210')).toEqual(list);
    expect(addAlternatePhone(list, '912-345-6789')).toEqual(['987-654-3210', '912-345-6789']);
    expect(addAlternatePhone(list, '  ')).toEqual(list);
  });

  it('adds an email once, ignoring case', () => {
    const list = addAlternateEmail([], ' Owner@Shop.in ');
    expect(list).toEqual(['Owner@Shop.in']);
    expect(addAlternateEmail(list, 'owner@shop.in')).toEqual(list);
    expect(addAlternateEmail(list, 'sales@shop.in')).toEqual(['Owner@Shop.in', 'sales@shop.in']);
    expect(addAlternateEmail(list, '')).toEqual(list);
  });

  it('returns a new list', () => {
    const list = ['a@b.in'];
    expect(addAlternateEmail(list, 'a@b.in')).not.toBe(list);
  });
});

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [5, '₹5'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [99999, '₹99,999'],
    [100000, '₹1,00,000'],
    [1234567, '₹12,34,567'],
    [10000000, '₹1,00,00,000'],
    [123456789, '₹12,34,56,789'],
    [1234.5, '₹1,234.50'],
    [0.5, '₹0.50'],
    [99.999, '₹100.00'],
    [-1500, '-₹1,500'],
    [-100000.25, '-₹1,00,000.25'],
    [Number.NaN, '₹0'],
    [Number.POSITIVE_INFINITY, '₹0'],
  ])('formatRupees(%d) is %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});

describe('plain text of a description', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['Line<br>break<br/>here', 'Line break here'],
    ['<ul><li>a</li><li>b</li></ul>', 'a b'],
    ['Fish&nbsp;&amp;&nbsp;Chips &lt;fresh&gt; &quot;daily&quot; &#39;hot&#39;', 'Fish & Chips <fresh> "daily" \'hot\''],
    ['&#x20B9;500 &#8377;600', '₹500 ₹600'],
    ['&copy; 2025 &ndash; &rsquo;s &bogus; &#xZZ;', '© 2025 – ’s &bogus; &#xZZ;'],
    ['&#1114112; &#x110000;', '&#1114112; &#x110000;'],
    ['<script>alert(1)</script>Safe<style>p{}</style>', 'Safe'],
    ['<!-- note -->Visible', 'Visible'],
    ['<p>  lots   of\n\n space  </p>', 'lots of space'],
    ['<a href="https://x.in" rel="nofollow">link</a>', 'link'],
    ['', ''],
  ])('plainText(%j) is %j', (html, text) => {
    expect(plainText(html)).toBe(text);
  });

  it('counts characters, not UTF-16 units or markup', () => {
    expect(plainTextLength('<p>नमस्ते</p>')).toBe(6);
    expect(plainTextLength('😀😀')).toBe(2);
    expect(plainTextLength('<p><strong></strong></p>')).toBe(0);
    expect(plainTextLength(null)).toBe(0);
  });

  it('applies the 50-character minimum on plain text', () => {
    expect(DESCRIPTION_MIN_CHARS).toBe(50);
    const fortyNine = 'x'.repeat(49);
    expect(descriptionProblem(`<p>${fortyNine}</p>`)).toBe('Description must be at least 50 characters');
    expect(descriptionProblem(`<p>${fortyNine}y</p>`)).toBeNull();
    expect(descriptionProblem(`<p><b>${'x'.repeat(25)}</b></p><p>${'y'.repeat(24)}</p>`)).toBeNull();
    expect(descriptionProblem(`<p>${'&nbsp;'.repeat(60)}</p>`)).toBe('Description must be at least 50 characters');
    expect(descriptionProblem(undefined)).toBe('Description must be at least 50 characters');
  });
});

describe('price ranges', () => {
  it('starts with 1 unit, no prices, "Per Item" and rupees', () => {
    expect(defaultPriceRange()).toEqual({ units: 1, minPrice: null, maxPrice: null, title: 'Per Item', currency: 'INR' });
    expect(defaultPriceRange('INR')).toEqual({ units: 1, minPrice: null, maxPrice: null, title: 'Per Item', currency: 'INR' });
  });

  it.each([
    ['', null],
    ['  ', null],
    ['1', 1],
    [' 12 ', 12],
    ['007', 7],
    ['2.9', 2],
    ['-3', null],
    ['abc', null],
    ['1e3', null],
  ])('parseUnitsInput(%j) is %j', (text, units) => {
    expect(parseUnitsInput(text)).toBe(units);
  });

  it.each([
    ['', null],
    [' ', null],
    ['0', 0],
    ['250', 250],
    ['99.50', 99.5],
    ['.75', 0.75],
    ['10.', 10],
    ['1,00,000', 100000],
    ['-5', null],
    ['12abc', null],
    ['NaN', null],
    ['Infinity', null],
  ])('parsePriceInput(%j) is %j', (text, price) => {
    expect(parsePriceInput(text)).toBe(price);
  });

  it('allows removing a range only while more than one exists', () => {
    expect(canRemovePriceRange([])).toBe(false);
    expect(canRemovePriceRange([defaultPriceRange()])).toBe(false);
    expect(canRemovePriceRange([defaultPriceRange(), defaultPriceRange()])).toBe(true);
  });

  it('validates a range with its schema', () => {
    expect(priceRangeSchema.safeParse(defaultPriceRange()).success).toBe(true);
    expect(priceRangeSchema.safeParse({ ...defaultPriceRange(), units: 1.5 }).success).toBe(false);
    expect(priceRangeSchema.safeParse({ ...defaultPriceRange(), minPrice: -1 }).success).toBe(false);
    expect(priceRangeSchema.safeParse({ ...defaultPriceRange(), currency: 'EUR' }).success).toBe(false);
    expect(priceRangeSchema.parse({ ...defaultPriceRange('INR'), unit: 'custom', customUnit: 'thali', minPrice: 120.5 })).toMatchObject({
      unit: 'custom',
      customUnit: 'thali',
      minPrice: 120.5,
    });
  });
});

describe('SEO length advice', () => {
  it.each([
    [0, 'short'],
    [49, 'short'],
    [50, 'good'],
    [55, 'good'],
    [60, 'good'],
    [61, 'long'],
  ])('a title of %i characters is %s', (length, advice) => {
    expect(seoTitleAdvice('t'.repeat(length))).toBe(advice);
  });

  it.each([
    [149, 'short'],
    [150, 'good'],
    [160, 'good'],
    [161, 'long'],
  ])('a description of %i characters is %s', (length, advice) => {
    expect(seoDescriptionAdvice('d'.repeat(length))).toBe(advice);
  });

  it('ignores surrounding space and treats missing text as short', () => {
    expect(seoTitleAdvice(`  ${'t'.repeat(49)}  `)).toBe('short');
    expect(seoTitleAdvice(null)).toBe('short');
    expect(seoDescriptionAdvice(undefined)).toBe('short');
  });
});

describe('ratingStars', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [0.4, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [0.5, ['half', 'empty', 'empty', 'empty', 'empty']],
    [1, ['full', 'empty', 'empty', 'empty', 'empty']],
    [3.49, ['full', 'full', 'full', 'empty', 'empty']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
    [3.9, ['full', 'full', 'full', 'half', 'empty']],
    [4, ['full', 'full', 'full', 'full', 'empty']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [5, ['full', 'full', 'full', 'full', 'full']],
    [7, ['full', 'full', 'full', 'full', 'full']],
    [-2, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [Number.NaN, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [null, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('%j shows %j', (rating, stars) => {
    expect(ratingStars(rating)).toEqual(stars);
  });
});

describe('city path segments', () => {
  it.each([
    ['New Delhi', 'new-delhi'],
    ['  Navi   Mumbai ', 'navi-mumbai'],
    ['Mumbai', 'mumbai'],
    ['new-delhi', 'new-delhi'],
    ['Port Blair\tCity', 'port-blair-city'],
  ])('cityToPathSegment(%j) is %j', (city, segment) => {
    expect(cityToPathSegment(city)).toBe(segment);
  });

  it.each([
    ['new-delhi', 'New Delhi'],
    ['mumbai', 'Mumbai'],
    ['NAVI-MUMBAI', 'Navi Mumbai'],
    ['new%20delhi', 'New Delhi'],
    ['bad%E0%A4escape', 'Bad%e0%a4escape'],
    ['', ''],
  ])('pathSegmentToCity(%j) is %j', (segment, city) => {
    expect(pathSegmentToCity(segment)).toBe(city);
  });

  it('round-trips popular cities', () => {
    for (const city of ['New Delhi', 'Bangalore', 'Hyderabad', 'Ahmedabad', 'Chandigarh']) {
      expect(pathSegmentToCity(cityToPathSegment(city))).toBe(city);
    }
  });
});
