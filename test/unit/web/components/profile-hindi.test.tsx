// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { hindiMessages } from '../../../../shared/i18n/compiled/hi.generated';
import { createI18n, translatorOf } from '../../../../shared/i18n/translate';
import { openStatusMessage } from '../../../../shared/business/open-status';
import { defaultWorkingHours } from '../../../../shared/business/working-hours';
import { HoursTable } from '../../../../web/src/features/business-profile/components/hours-table';
import { Stars } from '../../../../web/src/features/reviews/components/stars';
import { LanguageProvider } from '../../../../web/src/i18n';

afterEach(cleanup);

const hindi = () => createI18n('hi', hindiMessages);
const inHindi = (children: ReactNode) => render(<LanguageProvider i18n={hindi()}>{children}</LanguageProvider>);
/** A moment given as India wall-clock time: Mon 2025-06-02 to Sun 2025-06-08. */
const ist = (local: string) => new Date(`${local}+05:30`);
const diwali = { specialHours: [{ date: '2025-06-03', label: 'Diwali', closed: true, slots: [] }] };

describe('the business profile in Hindi (issue #28)', () => {
  it('the open-now line names the day, and the time with its part of the day', () => {
    const t = translatorOf(hindi());
    const say = (now: Date, exceptions?: typeof diwali) => {
      const message = openStatusMessage(defaultWorkingHours(), now, exceptions, 'hi');
      return t(message.id, message.values);
    };
    expect(say(ist('2025-06-02T12:00:00'))).toBe('अभी खुला है, शाम 5:00 बजे तक');
    expect(say(ist('2025-06-02T16:59:00'))).toBe('खुला है, 1 मिनट में बंद होगा');
    expect(say(ist('2025-06-07T16:00:00'))).toBe('बंद है, सोमवार को सुबह 9:00 बजे खुलेगा');
    expect(say(ist('2025-06-03T12:00:00'), diwali)).toBe('Diwali के लिए बंद, कल सुबह 9:00 बजे खुलेगा');
    expect(say(ist('2025-06-02T02:00:00'))).toBe('बंद है, आज सुबह 9:00 बजे खुलेगा');
  });

  it('the hours table lists the week in Hindi with today and a special day', () => {
    inHindi(<HoursTable hours={defaultWorkingHours()} now={ist('2025-06-03T12:00:00')} exceptions={diwali} />);
    expect(screen.getByText('सोमवार')).toBeTruthy();
    expect(screen.getByText('खुलने का समय')).toBeTruthy();
    expect(screen.getByTestId('hours-today-note').textContent).toBe('आज: Diwali के लिए बंद');
    expect(screen.getByText('अभी बंद है')).toBeTruthy();
    // Monday, Wednesday to Friday: Tuesday is Diwali, closed.
    expect(screen.getAllByText('सुबह 9:00 – शाम 5:00')).toHaveLength(4);
    expect(screen.getByText('सुबह 10:00 – दोपहर 3:00')).toBeTruthy();
    expect(screen.queryByText(/AM|PM/)).toBeNull();
  });

  it('the same table stays English on an English page', () => {
    render(<HoursTable hours={defaultWorkingHours()} now={ist('2025-06-03T12:00:00')} exceptions={diwali} />);
    expect(screen.getByTestId('hours-today-note').textContent).toBe('Today: Closed for Diwali');
    expect(screen.getByText('Monday')).toBeTruthy();
    expect(screen.getByText('10:00 AM – 3:00 PM')).toBeTruthy();
  });

  it('stars read their rating in Hindi', () => {
    inHindi(<Stars rating={4} />);
    expect(screen.getByRole('img', { name: '5 में से 4 स्टार' })).toBeTruthy();
  });
});
