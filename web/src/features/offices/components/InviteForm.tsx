import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { inviteMemberBody, officeCan, type OfficeRole } from '#contract/offices';
import { Button } from '#web/components/ui/Button';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { Form } from '#web/components/ui/form/Form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { notify } from '#web/lib/browser/notify';
import { useInviteMember } from '../api';

type InviteValues = z.input<typeof inviteMemberBody>;
const { TextField, SelectField } = fieldsOf<InviteValues>();

/** Invites a mobile number as an agent, or (the owner) as a manager: the link goes by SMS. */
export function InviteForm({ officeId, role }: { officeId: number; role: OfficeRole }) {
  const { t } = useTranslation();
  const form = useContractForm(inviteMemberBody, { phoneNumber: '', role: 'agent' });
  const invite = useInviteMember(officeId);
  const { alert, clearAlert, showRefusal } = useServerAlert(form);
  const roles = (['agent', 'manager'] as const).filter((one) =>
    officeCan(role, one === 'agent' ? 'inviteAgent' : 'inviteManager'),
  );

  const submit = async (body: z.output<typeof inviteMemberBody>) => {
    clearAlert();
    try {
      await invite.mutateAsync(body);
      form.reset({ phoneNumber: '', role: body.role });
      notify.success(t('offices.invitations.sent'));
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <FormAlert message={alert} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          placeholder="05xxxxxxxx"
          label={t('offices.invitations.phone')}
        />
        <SelectField
          name="role"
          placeholder={false}
          label={t('offices.invitations.role')}
          choices={roles.map((value) => ({ value, label: t(`offices.roles.${value}`) }))}
        />
      </div>
      <Button type="submit" look="primary" pending={invite.isPending} className="self-stretch sm:self-start">
        <Send aria-hidden className="size-5 rtl:-scale-x-100" />
        {t('offices.invitations.send')}
      </Button>
    </Form>
  );
}
