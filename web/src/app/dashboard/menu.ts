import type { DashboardPermission } from '#contract/dashboard/permissions';

export type MenuEntryId =
  | 'home'
  | 'properties'
  | 'users'
  | 'staff'
  | 'roles'
  | 'lookups'
  | 'agents'
  | 'offices'
  | 'verifications'
  | 'support'
  | 'reviews'
  | 'messages'
  | 'reports'
  | 'testimonials'
  | 'notifications'
  | 'paymentOrders'
  | 'revenue'
  | 'paymentSettings'
  | 'auditLog';

export interface MenuEntry {
  id: MenuEntryId;
  /** Under /dashboard; '' is the back-office home. */
  path: string;
  /** Spec §6: an entry shows only with its View permission. */
  permission: DashboardPermission;
  /** The screen is not built yet: the entry opens the "coming soon" screen. */
  comingSoon?: true;
}

/**
 * Also read by the back-office route table (routes.tsx), which loads before any of its screens: the entries'
 * icons are in SideNav.tsx, the one place that shows them.
 */
export const MENU: readonly MenuEntry[] = [
  { id: 'home', path: '', permission: 'ViewDashboard' },
  { id: 'properties', path: 'properties', permission: 'Properties.View' },
  { id: 'users', path: 'users', permission: 'Users.View' },
  { id: 'staff', path: 'staff', permission: 'Staff.View' },
  { id: 'roles', path: 'roles', permission: 'Roles.View' },
  { id: 'lookups', path: 'lookups', permission: 'Lookups.View' },
  { id: 'agents', path: 'agents', permission: 'Agents.View' },
  { id: 'offices', path: 'offices', permission: 'Offices.View' },
  { id: 'verifications', path: 'verification-queue', permission: 'Offices.View' },
  { id: 'support', path: 'support', permission: 'Contacts.View' },
  { id: 'reviews', path: 'reviews', permission: 'Ratings.View' },
  { id: 'messages', path: 'messages', permission: 'Comments.View' },
  { id: 'reports', path: 'reports', permission: 'Reports.View' },
  { id: 'testimonials', path: 'testimonials', permission: 'Testimonials.View' },
  { id: 'notifications', path: 'notifications', permission: 'Notifications.View' },
  { id: 'paymentOrders', path: 'payments/orders', permission: 'Payments.View' },
  { id: 'revenue', path: 'payments/revenue', permission: 'Payments.View' },
  { id: 'paymentSettings', path: 'payments/settings', permission: 'Payments.View' },
  { id: 'auditLog', path: 'audit-log', permission: 'AuditLog.View' },
];

export const menuPath = (entry: MenuEntry) => (entry.path ? `/dashboard/${entry.path}` : '/dashboard');
