import { describe, expect, it } from 'vitest';
import { stillApplicable } from '../../../../shared/business/listing-changes';

describe('what an approved edit request still applies', () => {
  const today = '2026-11-10';
  const diwali = { date: '2026-11-08', label: 'Diwali', closed: true, slots: [] };
  const bhaiDooj = { date: '2026-11-11', label: 'Bhai Dooj', closed: true, slots: [] };

  it('leaves out special days that passed while the request waited, and keeps the rest of the request', () => {
    expect(stillApplicable({ name: 'New Name', specialHours: [diwali, bhaiDooj] }, today)).toEqual({ name: 'New Name', specialHours: [bhaiDooj] });
  });

  it('asks nothing of the special days when all of them have passed, yet an empty list still clears them', () => {
    expect(stillApplicable({ specialHours: [diwali] }, today)).toEqual({});
    expect(stillApplicable({ specialHours: [] }, today)).toEqual({ specialHours: [] });
  });

  it('leaves out a temporary closure that has ended, keeps one running or until further notice', () => {
    expect(stillApplicable({ temporaryClosure: { from: '2026-11-01', until: '2026-11-09', note: '' } }, today)).toEqual({});
    expect(stillApplicable({ temporaryClosure: { from: '2026-11-01', until: today, note: 'Repairs' } }, today)).toEqual({ temporaryClosure: { from: '2026-11-01', until: today, note: 'Repairs' } });
    expect(stillApplicable({ temporaryClosure: { from: '2026-11-01', until: null, note: '' } }, today)).toEqual({ temporaryClosure: { from: '2026-11-01', until: null, note: '' } });
  });
});
