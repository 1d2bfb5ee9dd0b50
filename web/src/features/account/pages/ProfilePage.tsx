import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '#web/lib/browser/notify';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { STORAGE_KEYS } from '#web/lib/browser/storage-keys';
import { profileQuery, useDeleteAccount } from '#web/entities/account/api';
import { IdentityStatusRow } from '#web/entities/identity/components/IdentityStatusRow';
import { OfficeStatusRow } from '#web/entities/office/components/OfficeStatusRow';
import { ProfileForm } from '../components/ProfileForm';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { SignInRedirect } from '#web/components/SignInRedirect';
import { PaymentsRow } from '../components/PaymentsRow';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { ProfilePage as Component };

/** /profile: the phone number, the identity (Nafath), editable details and picture, and account deletion (PDPL). */
export function ProfilePage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const userId = localStorage.getItem(STORAGE_KEYS.userInfoId) ?? '';
  const profile = useQuery({ ...profileQuery(userId), enabled: signedIn && userId !== '' });
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  if (!signedIn) return <SignInRedirect />;

  const deleteAccount = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        const language = localStorage.getItem(STORAGE_KEYS.language);
        localStorage.clear();
        if (language) localStorage.setItem(STORAGE_KEYS.language, language);
        notify.success(t('account.profile.deleted'));
        window.location.assign('/');
      },
    });

  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('account.profile.title')}</h1>
      {!profile.data ? (
        <p className="mt-6 text-ink-muted">{t('account.profile.loading')}</p>
      ) : (
        <div className="mt-8 space-y-8 rounded-[var(--radius-card)] border border-line bg-surface-raised p-6 shadow-sm">
          <div>
            <p className="text-sm text-ink-muted">{t('account.profile.phone')}</p>
            <p dir="ltr" className="text-lg font-medium rtl:text-end">
              {profile.data.phoneNumber}
            </p>
          </div>
          <IdentityStatusRow />
          <OfficeStatusRow />
          <PaymentsRow />
          <ProfilePhoto imageUrl={profile.data.imageUrl} />
          <ProfileForm profile={profile.data} />
        </div>
      )}
      <div className="mt-10 rounded-[var(--radius-card)] border border-red-300 p-6 dark:border-red-900">
        <h2 className="font-bold text-red-700 dark:text-red-400">{t('account.profile.deleteTitle')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('account.profile.deleteBody')}</p>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="mt-4 rounded-lg border border-red-600 px-4 py-2 font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
        >
          {t('account.profile.deleteConfirm')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('account.profile.deleteTitle')}
        body={t('account.profile.deleteBody')}
        confirmLabel={t('account.profile.deleteConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={deleteAccount}
      />
    </section>
  );
}
