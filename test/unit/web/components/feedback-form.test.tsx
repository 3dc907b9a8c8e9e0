// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackInput } from '@shared/schemas/content';
import { ToastProvider } from '../../../../web/src/components/ui/toast';
import { ApiError } from '../../../../web/src/lib/api-client';

const sendFeedback = vi.fn<(input: FeedbackInput) => Promise<{ message: string }>>();
vi.mock('../../../../web/src/features/feedback/api/send-feedback', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { sendFeedback, useSendFeedback: () => useMutation({ mutationFn: sendFeedback }) };
});

const { FeedbackForm } = await import('../../../../web/src/features/feedback/components/feedback-dialog');

afterEach(() => {
  cleanup();
  sendFeedback.mockReset();
});

function renderForm() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <FeedbackForm onDone={onDone} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return onDone;
}

describe('FeedbackForm (spec 1 §2, on the shared <Form>)', () => {
  it('asks for an area, then details, with the spec’s message, and sends a broken page with its issue type', async () => {
    sendFeedback.mockResolvedValue({ message: 'ok' });
    const onDone = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please fill all fields')).toBeTruthy();
    expect(screen.queryByLabelText('Details')).toBeNull();

    await userEvent.click(screen.getByLabelText(/Something is broken/));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText<HTMLInputElement>('Page Broken').checked).toBe(true);
    await userEvent.click(screen.getByLabelText('UI Suggestions'));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(sendFeedback).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Details'), '  The filter drawer covers the results.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback submitted successfully!')).toBeTruthy();
    expect(sendFeedback.mock.calls[0]?.[0]).toEqual({ area: 'broken', issueType: 'UI Suggestions', details: 'The filter drawer covers the results.' });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('keeps the details over Back, sends an improvement without an issue type, and says when it failed', async () => {
    sendFeedback.mockRejectedValueOnce(new ApiError(500, 'boom')).mockRejectedValueOnce(new TypeError('offline'));
    const onDone = renderForm();
    await userEvent.click(screen.getByLabelText(/Suggest an improvement/));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('group', { name: 'Issue type' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Details'), 'Dark mode');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Details').value).toBe('Dark mode');

    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Failed to submit feedback.')).toBeTruthy();
    expect(sendFeedback.mock.calls[0]?.[0]).toEqual({ area: 'improvement', details: 'Dark mode' });
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
