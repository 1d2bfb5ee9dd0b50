import type { ComponentProps } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

interface FormProps<Input extends FieldValues, Output> extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Runs once the form's schema accepts the values. */
  onSubmit: (values: Output) => unknown;
}

/** A form whose fields read it (the kit's fields), checked by its schema before `onSubmit`. */
export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  ...attributes
}: FormProps<Input, Output>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} {...attributes}>
        {children}
      </form>
    </FormProvider>
  );
}
