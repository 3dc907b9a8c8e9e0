import { useId, useState } from 'react';
import { CONTACT_LIMITS, ContactMessageInputSchema } from '@shared/schemas/contactus';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldWrapper, Form, FormAlert, InputField } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { translate, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useSendContactMessage } from '../api/contact-messages';

/** The public contact form: name, email, subject and message, posted to /contactus/add. */
export function ContactForm() {
  const t = useT();
  const toast = useToast();
  const send = useSendContactMessage();
  const { user, displayName } = useSession();
  const messageId = useId();
  // A sent message clears the form: a new key mounts it afresh.
  const [sent, setSent] = useState(0);
  return (
    <Form
      key={sent}
      schema={ContactMessageInputSchema}
      aria-labelledby="contact-title"
      options={{ defaultValues: { name: displayName, email: user?.email ?? '', subject: '', message: '' } }}
      onSubmit={(values) =>
        send.mutate(values, {
          onSuccess: () => {
            toast.show({ message: translate('Contact details submitted successfully') });
            setSent((count) => count + 1);
          },
          onError: (error) => toast.show({ message: errorMessage(error, translate('Failed to submit contact details.')), type: 'error' }),
        })
      }
    >
      {({ register, formState }) => (
        <>
          <FormAlert message={send.isError ? errorMessage(send.error, t('Failed to submit contact details.')) : undefined} />
          <InputField label={t('Name')} autoComplete="name" required maxLength={CONTACT_LIMITS.name} registration={register('name')} error={formState.errors.name} />
          <InputField label={t('Email')} type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} registration={register('email')} error={formState.errors.email} />
          <InputField label={t('Subject')} required maxLength={CONTACT_LIMITS.subject} registration={register('subject')} error={formState.errors.subject} />
          <FieldWrapper id={messageId} label={t('Message')} required error={formState.errors.message}>
            <textarea
              id={messageId}
              className="input textarea"
              rows={6}
              maxLength={CONTACT_LIMITS.message}
              aria-required="true"
              aria-invalid={formState.errors.message ? true : undefined}
              aria-describedby={describedBy(messageId, { error: formState.errors.message })}
              {...register('message')}
            />
          </FieldWrapper>
          <Button type="submit" size="lg" isLoading={send.isPending}>
            {send.isPending ? t('Sending…') : t('Send message')}
          </Button>
        </>
      )}
    </Form>
  );
}
