import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { DashboardPermission } from '#contract/dashboard/permissions';
import { loadFeatureTexts } from '#web/lib/i18n/i18n';
import { MENU } from './menu';
import type * as Screens from './screens';

/**
 * Everything under /dashboard. The shell, the sign-in page and each screen are chunks of their own,
 * loaded with the back-office texts on first visit: the public pages never download the back-office.
 * This table is in the first bundle of every page, so it holds paths and permissions only; the imports
 * of the screens (with the list of chunks each needs) are in screens.tsx, a back-office chunk.
 */

type ScreenId = Screens.ScreenId;

/** screens.tsx, once it has arrived. */
let screens: typeof Screens | undefined;

/** Loads from screens.tsx, the first time with the back-office texts; after that without waiting for either. */
function fromScreens(
  load: (screens: typeof Screens) => Promise<{ element: ReactElement }>,
): RouteObject['lazy'] {
  return async () => {
    screens ??= (await Promise.all([import('./screens'), loadFeatureTexts('dashboard', 'report')]))[0];
    return load(screens);
  };
}

const screen = (id: ScreenId, permission?: DashboardPermission) =>
  fromScreens((screens) => screens.loadScreen(id, permission));

/** A screen that shows only with its permission; otherwise the "not allowed" screen, inside the shell. */
const guarded = (path: string, id: ScreenId, permission: DashboardPermission): RouteObject => ({
  path,
  lazy: screen(id, permission),
});

const shellRoutes: RouteObject[] = [
  { index: true, lazy: screen('home') },
  guarded('properties', 'properties', 'Properties.View'),
  guarded('properties/:id', 'propertyReview', 'Properties.Read'),
  guarded('roles', 'roles', 'Roles.View'),
  guarded('roles/new', 'roleEditor', 'Roles.Create'),
  guarded('roles/:id', 'roleEditor', 'Roles.Read'),
  guarded('staff', 'staff', 'Staff.View'),
  guarded('audit-log', 'auditLog', 'AuditLog.View'),
  guarded('users', 'users', 'Users.View'),
  guarded('users/:id', 'userDetail', 'Users.Read'),
  guarded('support', 'supportInbox', 'Contacts.View'),
  guarded('support/:id', 'supportMessage', 'Contacts.Read'),
  guarded('reviews', 'reviewsModeration', 'Ratings.View'),
  guarded('messages', 'messagesModeration', 'Comments.View'),
  guarded('reports', 'reportsQueue', 'Reports.View'),
  guarded('agents', 'agents', 'Agents.View'),
  guarded('testimonials', 'testimonials', 'Testimonials.View'),
  { path: 'account', lazy: screen('account') },
  guarded('notifications', 'broadcast', 'Notifications.View'),
  guarded('lookups', 'lookups', 'Lookups.View'),
  ...MENU.filter((entry) => entry.comingSoon).map((entry) => ({
    path: entry.path,
    lazy: fromScreens((screens) => screens.loadComingSoon(entry)),
  })),
  { path: '*', lazy: screen('notFound') },
];

/** Mounted at /dashboard: the sign-in page, and the screens inside the shell (menu, top bar). */
export const dashboardRoutes: RouteObject[] = [
  { path: 'login', lazy: screen('login') },
  { lazy: screen('shell'), children: shellRoutes },
];
