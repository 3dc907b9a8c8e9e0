// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkingHours } from '../../../../shared/business/working-hours';
import { HoursEditor } from '../../../../web/src/components/hours-editor';
import { SpecialHoursEditor, type SpecialHoursValue } from '../../../../web/src/components/special-hours-editor';

afterEach(cleanup);

function WeeklyHarness({ initial, onChange }: { initial: WorkingHours; onChange: (hours: WorkingHours) => void }) {
  const [hours, setHours] = useState(initial);
  return (
    <HoursEditor
      hours={hours}
      onChange={(next) => {
        setHours(next);
        onChange(next);
      }}
    />
  );
}

describe('the hours editors share one pair of slot selects', () => {
  it('the weekly editor changes the named slot and offers only closing times after the opening', async () => {
    const onChange = vi.fn<(hours: WorkingHours) => void>();
    render(<WeeklyHarness initial={[{ day: 'Monday', open: '09:00', close: '17:00', closed: false }]} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Monday slot 1 opens'), '10:00');
    expect(onChange).toHaveBeenLastCalledWith(expect.arrayContaining([expect.objectContaining({ day: 'Monday', open: '10:00', close: '17:00' })]));
    const closes = [...screen.getByLabelText<HTMLSelectElement>('Monday slot 1 closes').options].map((option) => option.value);
    expect(closes).not.toContain('09:30');
    expect(closes).toContain('17:00');
  });

  it('a special day with other hours edits its own slot and marks it invalid when the schema says so', async () => {
    const value: SpecialHoursValue = { specialHours: [{ _id: 'd1', date: '2026-12-25', label: 'Christmas', closed: false, slots: [{ open: '10:00', close: '14:00' }] }], temporaryClosure: null };
    const onChange = vi.fn();
    render(<SpecialHoursEditor value={value} onChange={onChange} errors={{ 'specialHours.0.slots.0.close': 'Closing time must be after opening time' }} now={new Date('2026-11-27T12:00:00Z')} />);
    const opens = screen.getByLabelText(/slot 1 opens$/);
    expect(opens.getAttribute('aria-invalid')).toBe('true');
    await userEvent.selectOptions(screen.getByLabelText(/slot 1 closes$/), '16:00');
    expect(onChange).toHaveBeenLastCalledWith({ specialHours: [expect.objectContaining({ slots: [{ open: '10:00', close: '16:00' }] })] });
    expect(screen.getByText('Closing time must be after opening time')).toBeTruthy();
  });
});
