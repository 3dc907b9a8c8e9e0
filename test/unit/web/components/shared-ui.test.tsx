// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Dialog } from '../../../../web/src/components/ui/dialog';
import { Form, InputField } from '../../../../web/src/components/ui/form';
import { FormErrorPanel, type FormError } from '../../../../web/src/components/ui/form-error-panel';
import { TOAST_DEFAULT_DURATION_MS, TOAST_ENTER_DELAY_MS, TOAST_EXIT_MS, ToastProvider, useToast } from '../../../../web/src/components/ui/toast';
import { UploadField } from '../../../../web/src/components/ui/upload-field';
import { StarPicker, Stars } from '../../../../web/src/features/reviews/components/stars';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Form', () => {
  const schema = z.object({ name: z.string().min(2, 'Enter at least 2 characters'), email: z.email('Enter a valid email') });

  function renderForm(onSubmit = vi.fn()) {
    render(
      <Form schema={schema} onSubmit={onSubmit}>
        {({ register, formState: { errors } }) => (
          <>
            <InputField label="Name" required registration={register('name')} error={errors.name} />
            <InputField label="Email" registration={register('email')} error={errors.email} hint="We never share it" />
            <button type="submit">Save</button>
          </>
        )}
      </Form>,
    );
    return onSubmit;
  }

  it('shows the schema’s messages on the fields, focuses the first invalid one and does not submit', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(await screen.findByText('Enter at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Enter a valid email')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(document.activeElement).toBe(name);
    // The error is read with the field, after its hint.
    const email = screen.getByRole('textbox', { name: 'Email' });
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We never share it', 'Enter a valid email']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values once they are valid', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Asha', email: 'asha@example.in' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('FormErrorPanel', () => {
  const errors = (count: number): FormError<string>[] =>
    Array.from({ length: count }, (_, index) => ({ key: `field-${index}`, label: `Field ${index + 1}`, message: 'is required', target: `field-${index}` }));

  it('lists five errors first, then all of them on Show All Errors', async () => {
    render(<FormErrorPanel errors={errors(7)} onGoTo={() => {}} onHide={() => {}} />);
    const panel = screen.getByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Some info is missing (7)' })).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).getByText('... and 2 more errors')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Show All Errors' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
    expect(within(panel).getByRole('button', { name: 'Show Fewer Errors' })).toBeTruthy();
  });

  it('takes the reader to a field, to the first error, and hides', async () => {
    const onGoTo = vi.fn();
    const onHide = vi.fn();
    render(<FormErrorPanel errors={errors(3)} onGoTo={onGoTo} onHide={onHide} />);
    await userEvent.click(screen.getByRole('button', { name: 'Field 2: is required' }));
    expect(onGoTo).toHaveBeenLastCalledWith(expect.objectContaining({ target: 'field-1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to First Error' }));
    expect(onGoTo).toHaveBeenLastCalledWith(expect.objectContaining({ target: 'field-0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide Errors' }));
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Show All Errors' })).toBeNull();
  });

  it('asks for a careful check above ten errors, and shows nothing without errors', () => {
    const { rerender } = render(<FormErrorPanel errors={errors(12)} onGoTo={() => {}} onHide={() => {}} />);
    expect(screen.getByText('Too many errors to display (12). Please check the form carefully.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    rerender(<FormErrorPanel errors={[]} onGoTo={() => {}} onHide={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Dialog as a drawer', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Ask a question
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Your question" variant="drawer">
          <p>Type your question</p>
        </Dialog>
      </>
    );
  }

  it('opens named by its title and closes with its Close button', async () => {
    render(<Opener />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    const drawer = screen.getByRole('dialog', { name: 'Your question' });
    expect(drawer.className).toContain('dialog--drawer');
    expect(within(drawer).getByText('Type your question')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Type your question')).toBeNull();
  });

  it('closes on a click on its backdrop', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Stars', () => {
  it('reads a rating as text, rounded stars lit', () => {
    render(<Stars rating={3.6} />);
    const stars = screen.getByRole('img', { name: '3.6 out of 5 stars' });
    expect(stars.querySelectorAll('.review-stars__on')).toHaveLength(4);
  });

  it('picks a rating by its label and says it', async () => {
    function Picker() {
      const [value, setValue] = useState(0);
      return <StarPicker value={value} onChange={setValue} />;
    }
    render(<Picker />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(within(group).getByText('Choose a rating')).toBeTruthy();
    await userEvent.click(within(group).getByRole('radio', { name: 'Very Good' }));
    expect(within(group).getByRole('radio', { name: 'Very Good' })).toHaveProperty('checked', true);
    expect(group.querySelector('[aria-live]')?.textContent).toBe('Very Good');
  });
});

describe('Toast', () => {
  function Trigger({ type }: { type?: 'error' }) {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast.show({ message: 'Saved', type })}>
        Save
      </button>
    );
  }

  it('announces a message, then closes by itself after its duration and the exit animation', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Saved');
    expect(toast.getAttribute('aria-live')).toBe('polite');
    act(() => {
      vi.advanceTimersByTime(TOAST_ENTER_DELAY_MS + TOAST_DEFAULT_DURATION_MS);
    });
    expect(screen.getByRole('status').className).toContain('toast--leaving');
    act(() => {
      vi.advanceTimersByTime(TOAST_EXIT_MS);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes early on Dismiss, and an error is assertive', async () => {
    render(
      <ToastProvider>
        <Trigger type="error" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('assertive');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.getByRole('status').className).toContain('toast--leaving');
  });
});

describe('UploadField', () => {
  it('refuses a file of the wrong type with the spec’s message, before any upload', async () => {
    const onChange = vi.fn();
    render(<UploadField kind="logo" label="Business logo" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('Business logo');
    expect(screen.getByText('Upload image')).toBeTruthy();
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid file type. Please select an image file (JPEG, PNG, WebP).');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a stored file, and shows the error when removing fails', async () => {
    const onChange = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    render(<UploadField kind="logo" label="Business logo" value="uploads/logo/shop.png" onChange={onChange} />);
    expect(screen.getByText('Change image')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Business logo' })).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Remove business logo' });
    await userEvent.click(remove);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    await userEvent.click(remove);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
