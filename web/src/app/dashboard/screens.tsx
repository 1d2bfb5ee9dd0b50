import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardPermission } from '#contract/dashboard/permissions';
import type { MenuEntry } from './menu';
import { RequirePermission } from './RequirePermission';

/** The back-office screens of routes.tsx, each its own chunk, imported when its route is first opened. */
const screens = {
  login: () => import('#web/features/dashboard-auth/pages/LoginPage').then(({ LoginPage }) => <LoginPage />),
  shell: () => import('./DashboardShell').then(({ DashboardShell }) => <DashboardShell />),
  home: () => import('./DashboardHome').then(({ DashboardHome }) => <DashboardHome />),
  properties: () =>
    import('#web/features/dashboard-properties/pages/PropertiesPage').then(({ PropertiesPage }) => (
      <PropertiesPage />
    )),
  propertyReview: () =>
    import('#web/features/dashboard-properties/pages/PropertyReviewPage').then(({ PropertyReviewPage }) => (
      <PropertyReviewPage />
    )),
  roles: () => import('#web/features/dashboard-roles/pages/RolesPage').then(({ RolesPage }) => <RolesPage />),
  roleEditor: () =>
    import('#web/features/dashboard-roles/pages/RoleEditorPage').then(({ RoleEditorPage }) => (
      <RoleEditorPage />
    )),
  staff: () => import('#web/features/dashboard-staff/pages/StaffPage').then(({ StaffPage }) => <StaffPage />),
  auditLog: () =>
    import('#web/features/dashboard-audit/pages/AuditLogPage').then(({ AuditLogPage }) => <AuditLogPage />),
  users: () => import('#web/features/dashboard-users/pages/UsersPage').then(({ UsersPage }) => <UsersPage />),
  userDetail: () =>
    import('#web/features/dashboard-users/pages/UserDetailPage').then(({ UserDetailPage }) => (
      <UserDetailPage />
    )),
  supportInbox: () =>
    import('#web/features/dashboard-contacts/pages/SupportInboxPage').then(({ SupportInboxPage }) => (
      <SupportInboxPage />
    )),
  supportMessage: () =>
    import('#web/features/dashboard-contacts/pages/SupportMessagePage').then(({ SupportMessagePage }) => (
      <SupportMessagePage />
    )),
  reviewsModeration: () =>
    import('#web/features/dashboard-abuse/pages/ReviewsModerationPage').then(({ ReviewsModerationPage }) => (
      <ReviewsModerationPage />
    )),
  messagesModeration: () =>
    import('#web/features/dashboard-abuse/pages/MessagesModerationPage').then(
      ({ MessagesModerationPage }) => <MessagesModerationPage />,
    ),
  reportsQueue: () =>
    import('#web/features/dashboard-reports/pages/ReportsQueuePage').then(({ ReportsQueuePage }) => (
      <ReportsQueuePage />
    )),
  agents: () =>
    import('#web/features/dashboard-agents/pages/AgentsPage').then(({ AgentsPage }) => <AgentsPage />),
  testimonials: () =>
    import('#web/features/dashboard-testimonials/pages/TestimonialsPage').then(({ TestimonialsPage }) => (
      <TestimonialsPage />
    )),
  account: () =>
    import('#web/features/dashboard-auth/pages/AccountPage').then(({ AccountPage }) => <AccountPage />),
  broadcast: () =>
    import('#web/features/dashboard-notifications/pages/BroadcastPage').then(({ BroadcastPage }) => (
      <BroadcastPage />
    )),
  lookups: () =>
    import('#web/features/dashboard-lookups/pages/LookupsPage').then(({ LookupsPage }) => <LookupsPage />),
  notFound: () =>
    import('./DashboardNotFoundPage').then(({ DashboardNotFoundPage }) => <DashboardNotFoundPage />),
} satisfies Record<string, () => Promise<ReactElement>>;

export type ScreenId = keyof typeof screens;

/**
 * Where a screen goes back to after a change (a delete, a save, a decision): that screen comes along, so
 * that leaving is immediate, as when the back-office was one chunk, and the screen being left does not
 * render again (and ask again for what was just deleted) while the next one loads.
 */
const returnsTo: Partial<Record<ScreenId, ScreenId>> = {
  propertyReview: 'properties',
  roleEditor: 'roles',
  userDetail: 'users',
  supportMessage: 'supportInbox',
};

const loaded = new Map<ScreenId, ReactElement>();

/** A screen, at once when its chunk has arrived: an `import()`, even of a module already there, waits a task. */
function screenElement(id: ScreenId): ReactElement | Promise<ReactElement> {
  return (
    loaded.get(id) ??
    screens[id]().then((element) => {
      loaded.set(id, element);
      return element;
    })
  );
}

/** What a route's `lazy` gives: the screen, wrapped by its permission when it has one. */
export async function loadScreen(id: ScreenId, permission?: DashboardPermission) {
  const back = returnsTo[id];
  if (back) void screenElement(back);
  const element = await screenElement(id);
  return {
    element: permission ? <RequirePermission permission={permission}>{element}</RequirePermission> : element,
  };
}

/** The "coming soon" screen of a menu entry, titled in the current language. */
function ComingSoon({ entry, Page }: { entry: MenuEntry; Page: (props: { title: string }) => ReactElement }) {
  const { t } = useTranslation();
  return <Page title={t(`dashboard.nav.${entry.id}`)} />;
}

export async function loadComingSoon(entry: MenuEntry) {
  const { ComingSoonPage } = await import('./ComingSoonPage');
  return {
    element: (
      <RequirePermission permission={entry.permission}>
        <ComingSoon entry={entry} Page={ComingSoonPage} />
      </RequirePermission>
    ),
  };
}
