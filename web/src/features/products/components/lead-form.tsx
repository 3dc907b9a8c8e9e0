import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AddLeadSchema } from '@shared/schemas/product';
import { Button } from '../../../components/ui/button';
import { Form, InputField } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { sendLead } from '../api/inquiries';
import { useT } from '../../../i18n';

/** The card asks for who to reach; the category is the page's. */
const LeadCardSchema = AddLeadSchema.pick({ name: true, email: true, phone: true });
/** Spec 2 §8: the success message shows for 1.5 s. */
const LEAD_SUCCESS_MS = 1500;

/** The lead card's form: name, email and mobile number, sent with the page's category (POST /leads/add). */
export function LeadForm({ categoryId }: { categoryId: string }) {
  const t = useT();
  const toast = useToast();
  const send = useMutation({ mutationFn: sendLead });
  // A sent lead clears the card: a new key mounts an empty form.
  const [sent, setSent] = useState(0);
  return (
    <Form
      key={sent}
      schema={LeadCardSchema}
      onSubmit={(values) =>
        send.mutate(
          { ...values, category: categoryId },
          {
            onSuccess: () => {
              toast.show({ message: t('Contact details submitted successfully'), duration: LEAD_SUCCESS_MS });
              setSent((count) => count + 1);
            },
            onError: () => toast.show({ message: t('Failed to submit contact details.'), type: 'error' }),
          },
        )
      }
    >
      {({ register, formState: { errors } }) => (
        <div className="lead-card__fields">
          <InputField label={t('Name')} autoComplete="name" required registration={register('name')} error={errors.name} />
          <InputField label={t('Email')} type="email" autoComplete="email" required registration={register('email')} error={errors.email} />
          <InputField label={t('Mobile number')} type="tel" autoComplete="tel" placeholder="98200 12345" required registration={register('phone')} error={errors.phone} />
          <Button type="submit" isLoading={send.isPending}>
            {t('Get Best Deal')}
          </Button>
        </div>
      )}
    </Form>
  );
}
