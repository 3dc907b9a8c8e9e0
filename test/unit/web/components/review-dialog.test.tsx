// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

let finishUpload: (key: string) => void = () => {};
vi.mock('../../../../web/src/lib/upload', async (original) => ({
  ...(await original<typeof import('../../../../web/src/lib/upload')>()),
  uploadFile: vi.fn(() => new Promise<string>((resolve) => (finishUpload = resolve))),
}));

const { ReviewDialog } = await import('../../../../web/src/features/reviews/components/review-dialog');

afterEach(cleanup);

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewDialog kind="business" targetId="b1" targetName="Shree Sweets" cityName="pune" initialRating={4} open onClose={() => {}} />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('group', { name: /Photos/ }));
}

describe('ReviewDialog photos (#25 3.16: an unstyled file input)', () => {
  it('offers photos through the shared upload field, with no bare file input', () => {
    const photos = renderDialog();
    expect(photos.getByText('Upload image')).toBeTruthy();
    for (const input of document.querySelectorAll('input[type="file"]')) expect(input.classList.contains('visually-hidden')).toBe(true);
  });

  it('waits for a photo being uploaded, then lists it with Change and Remove', async () => {
    const photos = renderDialog();
    await userEvent.upload(photos.getByLabelText('Add a photo'), new File(['img'], 'thali.png', { type: 'image/png' }));
    expect(screen.getByRole('button', { name: 'Submit review' }).hasAttribute('disabled')).toBe(true);
    finishUpload('uploads/review/u1/thali.png');
    expect(await photos.findByText('Change image')).toBeTruthy();
    expect(photos.getByRole('button', { name: 'Remove photo 1' })).toBeTruthy();
    expect(photos.getByLabelText('Add another photo')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit review' }).hasAttribute('disabled')).toBe(false));
  });
});
