import { describe, expect, it } from 'vitest';
import { isTabComplete, tabCompletion, tabOfField, productTabs } from '../../../../shared/products/completion';
import { discountFitsPrice, discountLabel, discountPercent, discountTooLargeMessage, discountedPrice } from '../../../../shared/products/discount';
import { conditionalSpecGroups, specLabel } from '../../../../shared/products/specifications';
import { AddProductSchema, AddQuoteSchema, AddLeadSchema } from '../../../../shared/schemas/product';

const complete = {
  title: 'Basmati Rice',
  shortDescription: 'Aged long grain rice',
  productDescription: '<p>Aromatic, aged two years.</p>',
  businesses: [{ businessId: 'b1', cityName: 'pune' }],
  price: 120,
  units: 'Kg',
  images: ['uploads/u/product-image/a.jpg'],
  productCategory: ['c1'],
  specifications: { brandName: 'Sona' },
  extraSpecifications: [{ title: 'Grain', value: 'Long' }],
  documents: [{ name: 'spec.pdf', type: 'application/pdf', size: 2048, key: 'uploads/u/product-document/spec.pdf' }],
  seoTitle: 'Basmati rice',
  seoDescription: 'Buy basmati rice',
};

describe('wizard completion rules', () => {
  it('marks every tab complete for a complete product', () => {
    expect(Object.values(tabCompletion(complete)).every(Boolean)).toBe(true);
  });

  it.each([
    ['basic-info', { title: '  ' }],
    ['basic-info', { shortDescription: '' }],
    ['basic-info', { productDescription: '<p> </p>' }],
    ['business', { businesses: [] }],
    ['pricing', { price: 0 }],
    ['pricing', { price: '' }],
    ['pricing', { units: '' }],
    ['images', { images: [] }],
    ['category', { productCategory: [] }],
    ['specifications', { specifications: { brandName: '  ' } }],
    [
      'more-specifications',
      {
        extraSpecifications: [
          { title: 'Grain', value: '' },
          { title: '', value: 'Long' },
        ],
      },
    ],
    ['product-catalog', { documents: [] }],
    ['seo', { seoDescription: '' }],
  ] as const)('%s is incomplete with %j', (tab, change) => {
    expect(isTabComplete(tab, { ...complete, ...change })).toBe(false);
    // Only that tab changes.
    const others = productTabs.filter((other) => other !== tab);
    expect(others.every((other) => isTabComplete(other, { ...complete, ...change }))).toBe(true);
  });

  it('maps form fields to their tabs', () => {
    expect(tabOfField('businesses.0.businessId')).toBe('business');
    expect(tabOfField('documents')).toBe('product-catalog');
    expect(tabOfField('seoTitle')).toBe('seo');
  });
});

describe('conditional specification groups', () => {
  it.each([
    [['Packaging Machines'], ['machine']],
    [['Basmati Rice'], ['food']],
    [['Breakfast Cereal'], ['food']],
    [['FROZEN FOOD'], ['food']],
    [['Pharmaceutical Tablets'], ['medicine']],
    [
      ['Drug Intermediates', 'Rice Milling MACHINE'],
      ['machine', 'food', 'medicine'],
    ],
    [['Cotton Sarees'], []],
    [[], []],
  ])('%j shows %j', (titles, groups) => {
    expect(conditionalSpecGroups(titles)).toEqual(groups);
  });

  it('labels keys readably', () => {
    expect(specLabel('minimumOrderQuantity')).toBe('Minimum Order Quantity');
    expect(specLabel('fobPort')).toBe('FOB Port');
    expect(specLabel('isFSSAICertified')).toBe('Is FSSAI Certified');
  });
});

describe('discounts', () => {
  it('labels flat and percent discounts', () => {
    expect(discountLabel({ type: 'flat', amount: 1500 })).toBe('Flat ₹1,500');
    expect(discountLabel({ type: 'percent', amount: 15 })).toBe('15% Off');
  });

  it('rounds the percent of a flat discount over the price', () => {
    expect(discountPercent({ type: 'flat', amount: 100 }, 300)).toBe(33);
    expect(discountPercent({ type: 'flat', amount: 200 }, 300)).toBe(67);
    expect(discountPercent({ type: 'flat', amount: 100 }, 0)).toBeUndefined();
    expect(discountPercent({ type: 'percent', amount: 12.5 }, 300)).toBe(13);
  });

  it('never takes a price below zero', () => {
    expect(discountedPrice({ type: 'flat', amount: 500 }, 300)).toBe(0);
    expect(discountedPrice({ type: 'percent', amount: 10 }, 199.99)).toBe(179.99);
  });

  it('fits a price only when something is left to pay', () => {
    expect(discountFitsPrice({ type: 'flat', amount: 648.99 }, 649)).toBe(true);
    expect(discountFitsPrice({ type: 'flat', amount: 649 }, 649)).toBe(false);
    expect(discountFitsPrice({ type: 'flat', amount: 5000 }, 649)).toBe(false);
    expect(discountFitsPrice({ type: 'percent', amount: 99.5 }, 649)).toBe(true);
    expect(discountFitsPrice({ type: 'percent', amount: 100 }, 649)).toBe(false);
    expect(discountTooLargeMessage({ type: 'flat', amount: 5000 }, 649)).toBe('The discount (Flat ₹5,000) must be less than the price (₹649). Choose a smaller discount or a higher price.');
  });
});

describe('product form schema', () => {
  const messageOf = (input: unknown) => {
    const result = AddProductSchema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it.each([
    [{ title: '' }, 'Product name is required'],
    [{ shortDescription: undefined }, 'Short description is required'],
    [{ shortDescription: 'x'.repeat(201) }, 'Short description must be at most 200 characters'],
    [{ productDescription: '<p></p>' }, 'Description is required'],
    [{ websiteUrl: 'javascript:alert(1)' }, 'Must be a valid URL'],
    [{ businesses: [] }, 'Please select a business'],
    [{ price: undefined }, 'Price is required'],
    [{ price: -5 }, 'Price must be positive'],
    [{ units: '' }, 'Units are required'],
    [{ images: [] }, 'At least one image is required'],
    [{ images: Array.from({ length: 11 }, (_, i) => `k${i}`) }, 'Maximum 10 images allowed'],
    [{ productCategory: [] }, 'At least one product category is required'],
    [{ documents: Array.from({ length: 21 }, (_, i) => ({ name: `d${i}`, type: 'application/pdf', size: 1, key: `k${i}` })) }, 'Maximum number of documents (20) reached'],
  ])('%j → %s', (change, message) => {
    expect(messageOf({ ...complete, ...change })).toBe(message);
  });

  it('drops empty specifications and half-filled extra rows, defaults units', () => {
    const { units: _units, ...rest } = complete;
    const parsed = AddProductSchema.parse({
      ...rest,
      specifications: { brandName: 'Sona', color: '  ' },
      extraSpecifications: [
        { title: 'A', value: '' },
        { title: 'B', value: 'b' },
      ],
    });
    expect(parsed.specifications).toEqual({ brandName: 'Sona' });
    expect(parsed.extraSpecifications).toEqual([{ title: 'B', value: 'b' }]);
    expect(parsed.units).toBe('per unit');
  });

  it('checks quote quantities and lead phones', () => {
    expect(AddQuoteSchema.safeParse({ wanted: 0, unit: 'Kg', productId: 'p' }).error?.issues[0]?.message).toBe('Quantity must be at least 1');
    expect(AddLeadSchema.safeParse({ name: 'A', email: 'a@b.in', phone: '12345', category: 'c' }).error?.issues[0]?.message).toBe('Please enter a valid 10-digit mobile number');
    expect(AddLeadSchema.parse({ name: 'A', email: 'a@b.in', phone: '+91 98200 12345', category: 'c' }).phone).toBe('9820012345');
  });
});
