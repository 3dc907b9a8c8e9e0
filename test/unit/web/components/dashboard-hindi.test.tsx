// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { hindiMessages } from '../../../../shared/i18n/compiled/hi.generated';
import { createI18n, translatorOf } from '../../../../shared/i18n/translate';
import { describeNotification } from '../../../../shared/notifications/describe';
import { HoursEditor } from '../../../../web/src/components/hours-editor';
import { SpecialHoursEditor } from '../../../../web/src/components/special-hours-editor';
import { setupFieldLabel } from '../../../../web/src/features/business-setup/setup-errors';
import { LanguageProvider } from '../../../../web/src/i18n';

afterEach(cleanup);

const hindi = () => createI18n('hi', hindiMessages);
const inHindi = (children: ReactNode) => render(<LanguageProvider i18n={hindi()}>{children}</LanguageProvider>);

describe('the dashboard in Hindi (issue #28)', () => {
  it('the weekly hours name their days and slots in Hindi', () => {
    inHindi(<HoursEditor hours={[{ day: 'Monday', open: '09:00', close: '17:00', closed: false }]} onChange={() => {}} />);
    expect(screen.getByText('सोमवार')).toBeTruthy();
    expect(screen.getByLabelText('सोमवार स्लॉट 1 खुलने का समय')).toBeTruthy();
    expect(screen.getAllByText('समय जोड़ें').length).toBeGreaterThan(0);
  });

  it('the time pickers write their times with the part of the day, the stored values unchanged', () => {
    inHindi(<HoursEditor hours={[{ day: 'Monday', open: '09:00', close: '17:00', closed: false }]} onChange={() => {}} />);
    const opens = screen.getByLabelText<HTMLSelectElement>('सोमवार स्लॉट 1 खुलने का समय');
    expect(opens.selectedOptions[0]?.textContent).toBe('सुबह 9:00');
    expect([...opens.options].map((option) => option.textContent).slice(0, 2)).toEqual(['रात 12:00', 'रात 12:30']);
    const closes = screen.getByLabelText<HTMLSelectElement>('सोमवार स्लॉट 1 बंद होने का समय');
    expect(closes.selectedOptions[0]?.textContent).toBe('शाम 5:00');
    expect(closes.selectedOptions[0]?.value).toBe('17:00');
  });

  it('the special days offer the holidays by their Hindi names and count in Hindi', () => {
    inHindi(<SpecialHoursEditor value={{ specialHours: [], temporaryClosure: null }} onChange={() => {}} errors={{}} now={new Date('2026-11-01T06:00:00Z')} />);
    const diwali = screen.getAllByRole('option', { name: /दिवाली/ }).map((option) => option.textContent);
    expect(diwali[0]).toMatch(/^रवि, 8 नव.*: दिवाली$/);
    // From October, next year's dates too, the year written out.
    expect(diwali[1]).toMatch(/2027: दिवाली$/);
    expect(screen.getByText('60 में से 0 खास दिन')).toBeTruthy();
  });

  it('a notification reads in Hindi with the page’s t, and in the same English without one', () => {
    const facts = { event: 'review' as const, actorName: 'Asha K.', subjectName: 'Chai Point' };
    expect(describeNotification(facts, translatorOf(hindi()))).toBe('Asha K. ने Chai Point का रिव्यू लिखा');
    expect(describeNotification(facts)).toBe('Asha K. reviewed Chai Point');
    expect(describeNotification({ event: 'message-waiting' }, translatorOf(hindi()))).toBe('कोई आपके जवाब का इंतज़ार कर रहा है');
    expect(describeNotification({ event: 'message-waiting' })).toBe('Someone is waiting for your reply');
  });

  it('the setup form’s error panel names fields in Hindi', () => {
    const t = translatorOf(hindi());
    expect(setupFieldLabel('address.zipCode', false, t)).toBe('पिन कोड');
    expect(setupFieldLabel('specialHours.1.date', false, t)).toBe('खास दिन 2, तारीख');
    expect(setupFieldLabel('specialHours.1.date')).toBe('Special day 2, date');
  });
});
