import { describe, expect, it } from 'vitest';
import { suggestedChanges } from '../../../web/src/features/business-profile/components/listing-requests';

describe('Suggest an edit: the special days are wrong', () => {
  const values = {
    name: 'Shree Sweets',
    phone: '',
    alternatePhone: '',
    website: '',
    street: '',
    suite: '',
    city: '',
    state: '',
    zipCode: '',
    permanentlyClosed: false,
    category: '',
    removeWebsite: false,
    removeSuite: false,
    removeAlternatePhones: false,
  };
  const current = { name: 'Shree Sweets', temporaryClosure: { from: '2026-12-01', until: null, note: 'Renovation' } };

  it('sends the whole list of special days and the closure as the visitor left them; a lifted closure as null', () => {
    const diwali = { date: '2027-10-29', label: 'Diwali', closed: true, slots: [] };
    const { requestedFields } = suggestedChanges(values, current, { special: { specialHours: [diwali], temporaryClosure: null } });
    expect(requestedFields).toMatchObject({ specialHours: [diwali], temporaryClosure: null });
  });

  it('sends neither when the visitor did not say they are wrong', () => {
    const { requestedFields } = suggestedChanges(values, current);
    expect(requestedFields).not.toHaveProperty('specialHours');
    expect(requestedFields).not.toHaveProperty('temporaryClosure');
  });
});
