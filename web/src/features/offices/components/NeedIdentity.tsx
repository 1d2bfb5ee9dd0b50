import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StateMessage } from '#web/components/ui/StateMessage';
import { VERIFY_IDENTITY_PATH } from '#web/entities/identity/api';
import { MY_OFFICE_PATH } from '#web/entities/office/my-office';

/** Opening an office needs a verified identity: why, and the way to it (and back here). */
export function NeedIdentity() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-bold">{t('offices.open.title')}</h1>
      <StateMessage
        icon={ShieldAlert}
        tone="text-amber-600"
        title={t('offices.open.needIdentity.title')}
        body={t('offices.open.needIdentity.body')}
        action={{
          label: t('offices.open.needIdentity.action'),
          to: `${VERIFY_IDENTITY_PATH}?next=${encodeURIComponent(MY_OFFICE_PATH)}`,
        }}
      />
    </>
  );
}
