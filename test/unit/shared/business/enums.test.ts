import { describe, expect, it } from 'vitest';
import {
  businessReportTypes,
  currencies,
  currencySymbols,
  defaultFormCurrency,
  defaultReviewSpamReason,
  defaultSavedCurrency,
  employeeBandLabels,
  employeeBands,
  isOneOf,
  legalStatusLabels,
  legalStatuses,
  parsePaymentTypes,
  paymentMethodLabels,
  paymentMethods,
  priceUnitLabel,
  priceUnitLabels,
  priceUnits,
  removalReasonLabels,
  removalReasons,
  revenueBandLabels,
  revenueBands,
  reviewSpamReasonLabels,
  reviewSpamReasons,
  setupTabLabels,
  setupTabs,
  weekDays,
} from '@shared/business/enums';
import { businessReportTypeSchema, paymentMethodSchema, revenueBandSchema, weekDaySchema } from '@shared/schemas/business-fields';

describe('value lists from the spec', () => {
  it('has the revenue bands in order with rupee labels', () => {
    expect(revenueBands).toEqual(['0-10l', '10l-20l', '20l-40l', '40l-80l', '80l-1.6cr', '1.6cr-3.2cr', '3.2cr-6.4cr', '6.4cr-10cr', '10cr+']);
    expect(revenueBandLabels['0-10l']).toBe('₹0 - 10 Lakh');
    expect(revenueBandLabels['80l-1.6cr']).toBe('₹80 Lakh - 1.6 Crore');
    expect(revenueBandLabels['10cr+']).toBe('₹10 Crore+');
  });

  it('has the employee bands in order', () => {
    expect(employeeBands).toEqual(['1-10', '11-50', '51-100', '101-250', '251-500', '501-750', '751-1000', '1000+']);
    expect(employeeBandLabels['1000+']).toBe('1000+ Employees');
  });

  it('has the twelve payment methods', () => {
    expect(paymentMethods).toEqual(['cash', 'credit', 'debit', 'paypal', 'applepay', 'googlepay', 'crypto', 'upi', 'paytm', 'phonepe', 'mobikwik', 'banktransfer']);
    expect(paymentMethodLabels.upi).toBe('UPI');
    expect(paymentMethodLabels.banktransfer).toBe('Bank Transfer');
  });

  it('has USD and INR, rupees by default in the form and when saved', () => {
    expect(currencies).toEqual(['USD', 'INR']);
    expect(defaultFormCurrency).toBe('INR');
    expect(defaultSavedCurrency).toBe('INR');
    expect(currencySymbols).toEqual({ USD: '$', INR: '₹' });
  });

  it("has about fifty price units, the spec's first, custom last", () => {
    expect(priceUnits.slice(0, 8)).toEqual(['nos', 'pieces', 'ton', 'meter', 'liter', 'carton', 'container', 'quintal']);
    expect(priceUnits.at(-1)).toBe('custom');
    expect(priceUnits.length).toBeGreaterThanOrEqual(45);
    expect(priceUnits.length).toBeLessThanOrEqual(60);
    expect(new Set(priceUnits).size).toBe(priceUnits.length);
    expect(priceUnits).toEqual(expect.arrayContaining(['kg', 'gram', 'dozen', 'box', 'bag', 'bundle', 'pair', 'set', 'roll', 'sheet', 'square feet', 'sq meter']));
  });

  it('has the business report types as shown', () => {
    expect(businessReportTypes).toEqual(['Phone Number', 'Address', 'This Place has Closed Down', 'Other', 'Incorrect Website URL', 'Bad Reviews', 'Spam Location']);
  });

  it('has the removal reasons in checkbox order', () => {
    expect(removalReasons).toEqual(['moved', 'duplicate', 'privacy', 'noListing', 'other']);
    expect(removalReasonLabels.other).toBe('Other');
  });

  it('has the review spam reasons with irrelevant as default', () => {
    expect(reviewSpamReasons).toEqual(['irrelevant', 'inappropriate', 'fraudulent', 'personal-info', 'other']);
    expect(defaultReviewSpamReason).toBe('irrelevant');
  });

  it('has the week Monday first', () => {
    expect(weekDays).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('has the setup tabs in order, pricing labelled Taxation', () => {
    expect(setupTabs).toEqual(['basic-info', 'contact', 'social', 'location', 'hours', 'categories', 'features', 'pricing', 'images', 'seo']);
    expect(setupTabLabels['basic-info']).toBe('Basic Info');
    expect(setupTabLabels.pricing).toBe('Taxation');
  });

  it.each([
    ['revenue', revenueBands, revenueBandLabels],
    ['employee', employeeBands, employeeBandLabels],
    ['payment', paymentMethods, paymentMethodLabels],
    ['price unit', priceUnits, priceUnitLabels],
    ['removal', removalReasons, removalReasonLabels],
    ['review spam', reviewSpamReasons, reviewSpamReasonLabels],
    ['legal status', legalStatuses, legalStatusLabels],
    ['setup tab', setupTabs, setupTabLabels],
  ] as const)('labels every %s value and nothing else, each distinct', (_, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    const texts = Object.values<string>(labels);
    expect(texts.every((text) => text.trim().length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('schemas', () => {
  it('accept listed values and reject others', () => {
    expect(revenueBandSchema.parse('10cr+')).toBe('10cr+');
    expect(revenueBandSchema.safeParse('10cr').success).toBe(false);
    expect(paymentMethodSchema.safeParse('UPI').success).toBe(false);
    expect(weekDaySchema.safeParse('monday').success).toBe(false);
  });

  it("gives the report dialog's message for a missing type", () => {
    const result = businessReportTypeSchema.safeParse(undefined);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please select an option');
    expect(businessReportTypeSchema.parse('Spam Location')).toBe('Spam Location');
  });
});

describe('parsePaymentTypes', () => {
  it.each([
    [
      ['cash', 'upi'],
      ['cash', 'upi'],
    ],
    ['cash,upi,paytm', ['cash', 'upi', 'paytm']],
    [' cash , UPI ,  Google Pay ', ['cash', 'upi', 'googlepay']],
    ['Credit Card,debit,bank-transfer,Apple_Pay', ['credit', 'debit', 'banktransfer', 'applepay']],
    [['cash', 'cash', 'Cash'], ['cash']],
    ['cash,,barter, ', ['cash']],
    [
      ['upi', 5, null, 'phonepe'],
      ['upi', 'phonepe'],
    ],
    ['', []],
    [null, []],
    [undefined, []],
    [{ cash: true }, []],
  ])('%j gives %j', (value, expected) => {
    expect(parsePaymentTypes(value)).toEqual(expected);
  });
});

describe('priceUnitLabel', () => {
  it.each([
    ['kg', undefined, 'Kilogram (kg)'],
    ['sq meter', undefined, 'Square Meter'],
    ['custom', 'thali', 'thali'],
    ['custom', '  per guest ', 'per guest'],
    ['custom', '', 'Custom'],
    ['custom', null, 'Custom'],
    ['per sitting', undefined, 'per sitting'],
    ['', undefined, ''],
    [null, undefined, ''],
    [undefined, 'x', ''],
  ])('%j with custom %j shows %j', (unit, customUnit, label) => {
    expect(priceUnitLabel(unit, customUnit)).toBe(label);
  });
});

describe('isOneOf', () => {
  it('narrows only listed strings', () => {
    expect(isOneOf(weekDays, 'Friday')).toBe(true);
    expect(isOneOf(weekDays, 'friday')).toBe(false);
    expect(isOneOf(weekDays, 5)).toBe(false);
    expect(isOneOf(weekDays, undefined)).toBe(false);
  });
});
