import { describe, expect, it } from 'vitest';
import { editRequestDiffRows } from '../../../web/src/features/edit-requests/edit-request-diff';

describe("the admin's side-by-side view of an edit request", () => {
  it('shows each changed part beside its present value, never the country or unchanged parts', () => {
    const rows = editRequestDiffRows({
      requestedFields: { name: 'New Name', address: { street: '1 New Street', country: 'India' } },
      currentFields: { name: 'Old Name', address: { street: '12 Hill Road', city: 'Mumbai', zipCode: '400050', country: 'India' } },
      removedFields: ['website', 'contact.alternatePhones'],
    });
    expect(rows).toEqual([
      { path: 'name', current: 'Old Name', proposed: 'New Name', removed: false },
      { path: 'address.street', current: '12 Hill Road', proposed: '1 New Street', removed: false },
      { path: 'website', current: undefined, proposed: undefined, removed: true },
      { path: 'contact.alternatePhones', current: undefined, proposed: undefined, removed: true },
    ]);
  });

  it('copes with a request from before current values were sent', () => {
    expect(editRequestDiffRows({ requestedFields: { contact: { phone: '9820012345' } } })).toEqual([{ path: 'contact.phone', current: undefined, proposed: '9820012345', removed: false }]);
  });
});
