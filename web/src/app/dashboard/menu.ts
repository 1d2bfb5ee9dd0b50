import {
  Building2,
  Contact,
  History,
  Inbox,
  LayoutDashboard,
  ListTree,
  Megaphone,
  MessagesSquare,
  Quote,
  ShieldCheck,
  Star,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { DashboardPermission } from '../../../../contract/dashboard/permissions';

export type MenuEntryId =
  | 'home'
  | 'properties'
  | 'users'
  | 'staff'
  | 'roles'
  | 'lookups'
  | 'agents'
  | 'support'
  | 'reviews'
  | 'messages'
  | 'testimonials'
  | 'notifications'
  | 'auditLog';

export interface MenuEntry {
  id: MenuEntryId;
  /** Under /dashboard; '' is the back-office home. */
  path: string;
  icon: LucideIcon;
  /** Spec §6: an entry shows only with its View permission. */
  permission: DashboardPermission;
  /** The screen is not built yet: the entry opens the "coming soon" screen. */
  comingSoon?: true;
}

export const MENU: readonly MenuEntry[] = [
  { id: 'home', path: '', icon: LayoutDashboard, permission: 'ViewDashboard' },
  { id: 'properties', path: 'properties', icon: Building2, permission: 'Properties.View' },
  { id: 'users', path: 'users', icon: Users, permission: 'Users.View' },
  { id: 'staff', path: 'staff', icon: UserCog, permission: 'Staff.View' },
  { id: 'roles', path: 'roles', icon: ShieldCheck, permission: 'Roles.View' },
  { id: 'lookups', path: 'lookups', icon: ListTree, permission: 'Lookups.View' },
  { id: 'agents', path: 'agents', icon: Contact, permission: 'Agents.View' },
  { id: 'support', path: 'support', icon: Inbox, permission: 'Contacts.View' },
  { id: 'reviews', path: 'reviews', icon: Star, permission: 'Ratings.View' },
  { id: 'messages', path: 'messages', icon: MessagesSquare, permission: 'Comments.View' },
  { id: 'testimonials', path: 'testimonials', icon: Quote, permission: 'Testimonials.View' },
  {
    id: 'notifications',
    path: 'notifications',
    icon: Megaphone,
    permission: 'Notifications.View',
  },
  { id: 'auditLog', path: 'audit-log', icon: History, permission: 'AuditLog.View' },
];

export const menuPath = (entry: MenuEntry) => (entry.path ? `/dashboard/${entry.path}` : '/dashboard');
