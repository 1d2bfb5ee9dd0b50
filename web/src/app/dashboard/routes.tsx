import type { RouteObject } from 'react-router';
import type { DashboardPermission } from '#contract/dashboard/permissions';
import { screen, type ScreenModule } from '../screen-route';
import { MENU } from './menu';
import type { ScreenHandle } from './PermittedScreen';

/**
 * Everything under /dashboard, patched into the router by the first back-office path (`router.tsx`):
 * the public pages never download it. The shell, the sign-in page and each screen are modules of
 * their own, loaded with the back-office texts on first visit.
 */

type Load = () => Promise<ScreenModule>;

const backOffice = (load: Load) => screen(load, 'dashboard', 'report');

/**
 * A screen that shows only with its permission (otherwise the shell shows "not allowed"). A screen
 * that goes back to a list after a change (a delete, a save, a decision) brings that list's module
 * along, so that leaving is immediate and the screen being left does not render again (and ask again
 * for what was just deleted) while the list arrives.
 */
const guarded = (
  path: string,
  permission: DashboardPermission,
  load: Load,
  returnsTo?: Load,
): RouteObject => ({
  path,
  handle: { permission } satisfies ScreenHandle,
  lazy: backOffice(returnsTo ? () => (void returnsTo(), load()) : load),
});

const properties = () => import('#web/features/dashboard-properties/pages/PropertiesPage');
const roles = () => import('#web/features/dashboard-roles/pages/RolesPage');
const roleEditor = () => import('#web/features/dashboard-roles/pages/RoleEditorPage');
const users = () => import('#web/features/dashboard-users/pages/UsersPage');
const supportInbox = () => import('#web/features/dashboard-contacts/pages/SupportInboxPage');
const offices = () => import('#web/features/dashboard-offices/pages/OfficesPage');

const shellRoutes: RouteObject[] = [
  { index: true, lazy: backOffice(() => import('./DashboardHome')) },
  guarded('properties', 'Properties.View', properties),
  guarded(
    'properties/:id',
    'Properties.Read',
    () => import('#web/features/dashboard-properties/pages/PropertyReviewPage'),
    properties,
  ),
  guarded('roles', 'Roles.View', roles),
  guarded('roles/new', 'Roles.Create', roleEditor, roles),
  guarded('roles/:id', 'Roles.Read', roleEditor, roles),
  guarded('staff', 'Staff.View', () => import('#web/features/dashboard-staff/pages/StaffPage')),
  guarded('audit-log', 'AuditLog.View', () => import('#web/features/dashboard-audit/pages/AuditLogPage')),
  guarded('users', 'Users.View', users),
  guarded(
    'users/:id',
    'Users.Read',
    () => import('#web/features/dashboard-users/pages/UserDetailPage'),
    users,
  ),
  guarded('support', 'Contacts.View', supportInbox),
  guarded(
    'support/:id',
    'Contacts.Read',
    () => import('#web/features/dashboard-contacts/pages/SupportMessagePage'),
    supportInbox,
  ),
  guarded(
    'reviews',
    'Ratings.View',
    () => import('#web/features/dashboard-abuse/pages/ReviewsModerationPage'),
  ),
  guarded(
    'messages',
    'Comments.View',
    () => import('#web/features/dashboard-abuse/pages/MessagesModerationPage'),
  ),
  guarded('reports', 'Reports.View', () => import('#web/features/dashboard-reports/pages/ReportsQueuePage')),
  guarded('agents', 'Agents.View', () => import('#web/features/dashboard-agents/pages/AgentsPage')),
  guarded('offices', 'Offices.View', offices),
  guarded(
    'offices/:id',
    'Offices.Read',
    () => import('#web/features/dashboard-offices/pages/OfficeDetailPage'),
    offices,
  ),
  guarded(
    'payments/orders/:id',
    'Payments.Read',
    () => import('#web/features/dashboard-payments/pages/OrderPage'),
  ),
  guarded(
    'verification-queue',
    'Offices.View',
    () => import('#web/features/dashboard-offices/pages/VerificationQueuePage'),
  ),
  guarded(
    'testimonials',
    'Testimonials.View',
    () => import('#web/features/dashboard-testimonials/pages/TestimonialsPage'),
  ),
  { path: 'account', lazy: backOffice(() => import('#web/features/dashboard-auth/pages/AccountPage')) },
  guarded(
    'notifications',
    'Notifications.View',
    () => import('#web/features/dashboard-notifications/pages/BroadcastPage'),
  ),
  guarded('lookups', 'Lookups.View', () => import('#web/features/dashboard-lookups/pages/LookupsPage')),
  guarded(
    'payments/orders',
    'Payments.View',
    () => import('#web/features/dashboard-payments/pages/OrdersPage'),
  ),
  guarded(
    'payments/revenue',
    'Payments.View',
    () => import('#web/features/dashboard-payments/pages/RevenuePage'),
  ),
  guarded(
    'payments/settings',
    'Payments.View',
    () => import('#web/features/dashboard-payments/pages/PaymentSettingsPage'),
  ),
  ...MENU.filter((entry) => entry.comingSoon).map((entry) =>
    guarded(entry.path, entry.permission, () => import('./ComingSoonPage')),
  ),
  { path: '*', lazy: backOffice(() => import('./DashboardNotFoundPage')) },
];

/** Mounted at /dashboard: the sign-in page, and the screens inside the shell (menu, top bar). */
export const dashboardRoutes: RouteObject[] = [
  { path: 'login', lazy: backOffice(() => import('#web/features/dashboard-auth/pages/LoginPage')) },
  { lazy: backOffice(() => import('./DashboardShell')), children: shellRoutes },
];
