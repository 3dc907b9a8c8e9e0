import { zodResolver } from '@hookform/resolvers/zod';
import type { FormHTMLAttributes, ReactNode } from 'react';
import { useForm, type FieldValues, type SubmitErrorHandler, type SubmitHandler, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormElement } from './form-fields';

export * from './form-fields';

// Classic zod or zod/mini (the login form's, which the home pages' pop-up loads).
type FormSchema = z.core.$ZodType<FieldValues, FieldValues>;

export type FormMethods<Schema extends FormSchema> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

interface FormProps<Schema extends FormSchema> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid' | 'children'> {
  /** The zod schema, ideally the one the API parses with (from `@shared`). */
  schema: Schema;
  /** Receives the parsed values (after the schema's transforms). */
  onSubmit: SubmitHandler<z.output<Schema>>;
  /** Receives the field errors when the schema refuses the values (for a form that reports them elsewhere, e.g. a toast). */
  onInvalid?: SubmitErrorHandler<z.input<Schema>>;
  children: (methods: FormMethods<Schema>) => ReactNode;
  options?: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'>;
}

/**
 * A react-hook-form form validated by a zod schema. The browser's own
 * validation is off so every message comes from the schema; the first
 * invalid field gets focus on submit.
 */
export function Form<Schema extends FormSchema>({ schema, onSubmit, onInvalid, children, options, className, ...props }: FormProps<Schema>) {
  const methods = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
  return (
    <FormElement methods={methods} onSubmit={onSubmit} onInvalid={onInvalid} className={className} {...props}>
      {children(methods)}
    </FormElement>
  );
}
