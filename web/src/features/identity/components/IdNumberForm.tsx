import { ShieldCheck } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { startIdentityBody } from '#contract/identity';
import { Button } from '#web/components/ui/Button';
import { Form } from '#web/components/ui/form/Form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { useStartIdentityRequest } from '../api';
import { panelClass } from './panel';

export type IdNumberValues = z.input<typeof startIdentityBody>;
export type IdNumberForm = UseFormReturn<IdNumberValues, unknown, z.output<typeof startIdentityBody>>;

const { NumberField } = fieldsOf<IdNumberValues>();

/**
 * The ID or iqama number, checked by the contract's own schema before it is sent (Arabic-Indic digits
 * become Latin ones as they are typed; ten digits, a 1 or a 2 first, the check digit right). The
 * server's refusals show in its words: under the field, or above it (in use, too many, Nafath down).
 */
export function IdNumberForm({ form, onStarted }: { form: IdNumberForm; onStarted: (id: string) => void }) {
  const { t } = useTranslation();
  const start = useStartIdentityRequest();
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const submit = async (body: z.output<typeof startIdentityBody>) => {
    clearAlert();
    try {
      onStarted((await start.mutateAsync(body)).id);
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className={`${panelClass()} flex flex-col gap-5`}>
      <FormAlert message={alert} />
      <NumberField name="idNumber" required label={t('identity.form.label')} hint={t('identity.form.hint')} />
      <p className="text-ink-muted">{t('identity.form.next')}</p>
      <Button type="submit" look="primary" pending={start.isPending} className="self-stretch sm:self-start">
        <ShieldCheck aria-hidden className="size-5" />
        {t('identity.form.submit')}
      </Button>
    </Form>
  );
}
