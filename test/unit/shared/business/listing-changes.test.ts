import { describe, expect, it } from 'vitest';
import { changedListingFields, mergeListingChanges } from '../../../../shared/business/listing-changes';

const stored = {
  name: 'Chai Point',
  contact: { phone: '9820012345', email: 'hi@chai.in', alternatePhones: ['9820098200'] },
  address: { street: 'FC Road', suite: 'Shop 4', city: 'Pune', state: 'Maharashtra', zipCode: '411004', country: 'India' },
};

describe('changedListingFields', () => {
  it('keeps only what a suggestion changes, key by key in nested objects', () => {
    const { changes } = changedListingFields(stored, { name: 'Chai Point', address: { street: 'JM Road', city: 'Pune', country: 'India' } });
    expect(changes).toEqual({ address: { street: 'JM Road' } });
  });

  it('reads the same phone written the Indian way as no change', () => {
    const { changes } = changedListingFields(stored, { contact: { phone: '+91 98200 12345', alternatePhones: ['98200 98200'], email: 'hi@chai.in' } });
    expect(changes).toEqual({});
  });

  it('still sees a different phone', () => {
    expect(changedListingFields(stored, { contact: { phone: '98200 99999' } }).changes).toEqual({ contact: { phone: '98200 99999' } });
  });

  it('drops removals of fields that are already empty', () => {
    expect(changedListingFields(stored, {}, ['website', 'address.suite']).removedFields).toEqual(['address.suite']);
  });
});

describe('mergeListingChanges', () => {
  it('lays a changed street over the stored address without losing the rest', () => {
    const { set } = mergeListingChanges(stored, { address: { street: 'JM Road' } });
    expect(set.address).toEqual({ ...stored.address, street: 'JM Road' });
  });
});
