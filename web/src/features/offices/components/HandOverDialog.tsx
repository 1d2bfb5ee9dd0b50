import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { handOverBody, type PublicOffice } from '#contract/offices';
import { Button } from '#web/components/ui/Button';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { Form } from '#web/components/ui/form/Form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { useModal } from '#web/hooks/use-modal';
import { notify } from '#web/lib/browser/notify';
import { useHandOverOffice } from '../api';

type HandOverValues = z.input<typeof handOverBody>;
const { NumberField } = fieldsOf<HandOverValues>();

interface HandOverDialogProps {
  office: PublicOffice;
  member: { userId: string; name: string };
  onClose: () => void;
}

/**
 * Handing the office over to a manager, asked in a modal mounted while it shows. An office whose FAL
 * licence is its owner's own asks for the new owner's licence, which becomes the office's (ADR 0039);
 * the authority's answer on it shows under the field.
 */
export function HandOverDialog({ office, member, onClose }: HandOverDialogProps) {
  const { t } = useTranslation();
  const ref = useModal();
  const titleId = useId();
  const needsLicence = office.falHolderKind !== 'establishment';
  const form = useContractForm(handOverBody, {
    userId: member.userId,
    ...(needsLicence && { falNumber: '' }),
  });
  const handOver = useHandOverOffice(office.id);
  const { alert, clearAlert, showRefusal } = useServerAlert(form);
  const { name } = member;

  const submit = async (body: z.output<typeof handOverBody>) => {
    clearAlert();
    try {
      await handOver.mutateAsync(body);
      notify.success(t('offices.members.handedOver', { name }));
      onClose();
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={onClose}
      className="m-auto w-[min(92vw,28rem)] rounded-[var(--radius-card)] border border-line bg-surface-raised p-6 text-ink shadow-xl backdrop:bg-black/50"
    >
      <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
        <h2 id={titleId} className="text-lg font-bold">
          {t('offices.members.handOverTitle', { name })}
        </h2>
        <p className="text-ink-muted">{t('offices.members.handOverBody', { name })}</p>
        <FormAlert message={alert} />
        {needsLicence && (
          <NumberField
            name="falNumber"
            required
            label={t('offices.members.newOwnerFal')}
            hint={t('offices.members.newOwnerFalHint', { name })}
          />
        )}
        <div className="mt-2 flex justify-end gap-3">
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" look="primary" pending={handOver.isPending}>
            {t('offices.members.handOver')}
          </Button>
        </div>
      </Form>
    </dialog>
  );
}
