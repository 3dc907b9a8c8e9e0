// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AwardsEditor } from '../../../../web/src/features/business-setup/components/awards-editor';

afterEach(cleanup);

type Awards = Parameters<typeof AwardsEditor>[0]['awards'];

function Harness({ initial, onChange, errors = {} }: { initial: Awards; onChange: (awards: Awards) => void; errors?: Record<string, string> }) {
  const [awards, setAwards] = useState(initial);
  return (
    <AwardsEditor
      awards={awards}
      errors={errors}
      onChange={(next) => {
        setAwards(next);
        onChange(next);
      }}
    />
  );
}

describe('AwardsEditor (#25 3.17: no awards and certificates editor)', () => {
  it('adds an award with its name and an image field, and removes it', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[]} onChange={onChange} />);
    expect(screen.getByRole('heading', { name: 'Certificates & Awards' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add an award or certificate' }));
    await userEvent.type(screen.getByLabelText(/Award or certificate/), 'FSSAI licence');
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'FSSAI licence' }]);
    expect(screen.getByText('Upload image')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove award 1' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows a saved award with its certificate, and the schema’s message on a blank name', () => {
    render(<Harness initial={[{ name: 'Times Food Award 2023', image: 'uploads/u1/gallery/award.png' }]} onChange={() => {}} errors={{ 'awards.0.name': 'Award name is required' }} />);
    expect(screen.getByLabelText<HTMLInputElement>(/Award or certificate/).value).toBe('Times Food Award 2023');
    expect(screen.getByRole('img', { name: 'Times Food Award 2023 certificate' })).toBeTruthy();
    expect(screen.getByText('Award name is required')).toBeTruthy();
  });
});
