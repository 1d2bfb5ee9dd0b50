import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { iconButton } from '#web/components/ui/icon-button';
import { useModal } from '#web/hooks/use-modal';
import { SideNav } from './SideNav';

/** The menu on small screens: a modal panel from the start side (native <dialog>: focus trap, Escape). */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useModal(open);

  return (
    <dialog
      ref={ref}
      id="dashboard-drawer"
      aria-label={t('dashboard.nav.label')}
      onCancel={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 me-auto h-dvh max-h-dvh w-72 max-w-[85vw] border-e border-line bg-surface-raised text-ink backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between border-b border-line px-3 py-2">
        <span className="font-bold text-brand">{t('dashboard.brand')}</span>
        <button type="button" className={iconButton} aria-label={t('dashboard.nav.close')} onClick={onClose}>
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <SideNav onNavigate={onClose} />
    </dialog>
  );
}
