import {
  BadgeCheck,
  BadgePercent,
  ChartColumn,
  Building2,
  Contact,
  History,
  Inbox,
  LayoutDashboard,
  ListTree,
  Megaphone,
  Flag,
  Landmark,
  MessagesSquare,
  Quote,
  ReceiptText,
  ShieldCheck,
  Star,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useStaffPermissions } from '#web/lib/session/staff-session';
import { MENU, menuPath, type MenuEntryId } from './menu';

const ICONS: Record<MenuEntryId, LucideIcon> = {
  home: LayoutDashboard,
  properties: Building2,
  users: Users,
  staff: UserCog,
  roles: ShieldCheck,
  lookups: ListTree,
  agents: Contact,
  offices: Landmark,
  verifications: BadgeCheck,
  support: Inbox,
  reviews: Star,
  messages: MessagesSquare,
  reports: Flag,
  testimonials: Quote,
  notifications: Megaphone,
  paymentOrders: ReceiptText,
  revenue: ChartColumn,
  paymentSettings: BadgePercent,
  auditLog: History,
};

function MenuIcon({ id }: { id: MenuEntryId }) {
  const Icon = ICONS[id];
  return <Icon aria-hidden className="size-5 shrink-0" />;
}

/** The back-office menu: only the entries whose View permission the staff member holds. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const permissions = useStaffPermissions();
  const entries = MENU.filter((entry) => permissions.includes(entry.permission));
  return (
    <nav aria-label={t('dashboard.nav.label')} className="flex flex-col gap-0.5 p-3">
      {entries.map((entry) => (
        <NavLink
          key={entry.id}
          to={menuPath(entry)}
          end={entry.path === ''}
          onClick={onNavigate}
          className={({ isActive }) =>
            `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
              isActive ? 'bg-brand/10 text-brand' : 'text-ink hover:bg-surface'
            }`
          }
        >
          <MenuIcon id={entry.id} />
          {t(`dashboard.nav.${entry.id}`)}
        </NavLink>
      ))}
    </nav>
  );
}
