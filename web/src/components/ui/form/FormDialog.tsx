import { useId, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useModal } from '#web/hooks/use-modal';
import { Button } from '../Button';
import { FieldIdPrefix } from './field-ids';
import { Form } from './Form';
import { FormAlert } from './FormAlert';

interface FormDialogProps<Input extends FieldValues, Output> {
  title: string;
  form: UseFormReturn<Input, unknown, Output>;
  /** Runs once the form's schema accepts the values. */
  onSubmit: (values: Output) => unknown;
  onClose: () => void;
  /**
   * While the request runs: the submit button says so and cannot be pressed twice. By default, while
   * the promise `onSubmit` returns is pending.
   */
  pending?: boolean;
  /** The server's message that belongs to no field. */
  alert?: string;
  submitLabel?: string;
  children: ReactNode;
}

/**
 * A modal form on the native <dialog> (focus trap, Escape, backdrop), shown while it is mounted;
 * Cancel and the submit button at its end.
 */
export function FormDialog<Input extends FieldValues, Output>({
  title,
  form,
  onSubmit,
  onClose,
  pending = form.formState.isSubmitting,
  alert,
  submitLabel,
  children,
}: FormDialogProps<Input, Output>) {
  const { t } = useTranslation();
  const ref = useModal();
  const id = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}title`}
      onCancel={onClose}
      className="m-auto max-h-[92dvh] w-[min(94vw,32rem)] overflow-y-auto rounded-[var(--radius-card)] border border-line bg-surface-raised p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <FieldIdPrefix.Provider value={id}>
        <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4 p-5">
          <h2 id={`${id}title`} className="text-lg font-bold">
            {title}
          </h2>
          <FormAlert message={alert} />
          {children}
          <div className="mt-2 flex justify-end gap-3">
            <Button onClick={onClose}>{t('form.cancel')}</Button>
            <Button type="submit" look="primary" pending={pending}>
              {submitLabel ?? t('form.save')}
            </Button>
          </div>
        </Form>
      </FieldIdPrefix.Provider>
    </dialog>
  );
}
