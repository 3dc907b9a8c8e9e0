// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewKind } from '@shared/schemas/review';

let finishUpload: (key: string) => void = () => {};
vi.mock('../../../../web/src/lib/upload', async (original) => ({
  ...(await original<typeof import('../../../../web/src/lib/upload')>()),
  uploadFile: vi.fn(() => new Promise<string>((resolve) => (finishUpload = resolve))),
}));

const addReview = vi.fn<(body: Record<string, unknown>) => Promise<unknown>>();
vi.mock('../../../../web/src/features/reviews/api/review-actions', async (original) => {
  const { useMutation } = await import('@tanstack/react-query');
  return { ...(await original<typeof import('../../../../web/src/features/reviews/api/review-actions')>()), useAddReview: () => useMutation({ mutationFn: addReview }) };
});

const { ReviewDialog } = await import('../../../../web/src/features/reviews/components/review-dialog');

afterEach(cleanup);
beforeEach(() => {
  addReview.mockReset();
});

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

function renderForm({ kind = 'business', initialRating = 4 }: { kind?: ReviewKind; initialRating?: number } = {}) {
  const onSubmitted = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewDialog kind={kind} targetId="t1" targetName="Shree Sweets" cityName="pune" initialRating={initialRating} open onSubmitted={onSubmitted} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onSubmitted, onClose };
}

/** The body as it goes on the wire (JSON leaves out undefined fields). */
const sentBody = () => JSON.parse(JSON.stringify(addReview.mock.calls[0]![0])) as unknown;
const submitReview = () => userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
const experience = 'Unlimited rotis and a lovely aamras.';

describe('ReviewDialog on the shared form (#26 §4)', () => {
  it("refuses a review without a rating with the spec's message, and sends nothing", async () => {
    renderForm({ initialRating: 0 });
    await userEvent.type(screen.getByLabelText('Headline'), 'Best thali in Deccan');
    await userEvent.type(screen.getByLabelText('Your experience'), experience);
    await submitReview();
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(addReview).not.toHaveBeenCalled();
    // Choosing the stars clears it.
    await userEvent.click(screen.getByLabelText('Good'));
    await waitFor(() => expect(screen.queryByText('Please choose a rating from 1 to 5 stars')).toBeNull());
  });

  it('refuses a too-short headline and experience under their fields', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Headline'), 'Nice');
    await userEvent.type(screen.getByLabelText('Your experience'), 'Too short');
    await submitReview();
    expect(await screen.findByText('Your headline needs at least 10 characters')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters')).toBeTruthy();
    expect(screen.getByLabelText('Your experience').getAttribute('aria-invalid')).toBe('true');
    expect(addReview).not.toHaveBeenCalled();
  });

  it("posts a business review's body, then tells the page and closes", async () => {
    addReview.mockResolvedValue({ message: 'Review Submitted' });
    const { onSubmitted, onClose } = renderForm();
    await userEvent.click(screen.getByLabelText('Excellent'));
    await userEvent.type(screen.getByLabelText('Headline'), 'Best thali in Deccan');
    await userEvent.type(screen.getByLabelText('Your experience'), experience);
    await userEvent.click(screen.getByLabelText('Value for money'));
    await userEvent.click(screen.getByLabelText('Friendly staff'));
    await submitReview();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody()).toStrictEqual({
      rating: 5,
      title: 'Best thali in Deccan',
      content: experience,
      tags: ['value_for_money', 'friendly_staff'],
      images: [],
      business: 't1',
      cityName: 'pune',
    });
    expect(onSubmitted).toHaveBeenCalled();
  });

  it("leaves out an article review's rating, empty headline and tags (the server's defaults)", async () => {
    addReview.mockResolvedValue({ message: 'Review Submitted' });
    const { onClose } = renderForm({ kind: 'blog' });
    expect(screen.queryByRole('group', { name: /Your rating/ })).toBeNull();
    expect(screen.queryByLabelText('Headline')).toBeNull();
    expect(screen.getByLabelText('Your experience').getAttribute('placeholder')).toBe('What did you learn, and what was missing?');
    expect(screen.getByLabelText('Well written')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Your experience'), experience);
    await submitReview();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody()).toStrictEqual({ content: experience, images: [], blogId: 't1' });
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    addReview.mockRejectedValue(new Error('You have already reviewed this. Delete your review to write a new one.'));
    const { onClose } = renderForm();
    await userEvent.type(screen.getByLabelText('Headline'), 'Best thali in Deccan');
    await userEvent.type(screen.getByLabelText('Your experience'), experience);
    await submitReview();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You have already reviewed this. Delete your review to write a new one.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
