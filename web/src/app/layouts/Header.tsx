import { Bell, Heart, House, LogOut, Menu, MessagesSquare, PlusCircle, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { signedInPhone, signOut, useIsSignedIn } from '#web/lib/session/auth-state';
import { POST_AD_PATH } from '#web/entities/catalogue/category';
import { signInPath, useSignInPath } from '#web/lib/session/sign-in-return';
import { iconButton } from '#web/components/ui/icon-button';
import { PreferenceButtons } from '#web/components/ui/PreferenceButtons';
import { loadFeatureTexts } from '#web/lib/i18n/i18n';
import { siteLinksFor } from './site-links';

// Only asked when signing out: it stays out of the first page's scripts.
const ConfirmDialog = lazy(() =>
  import('#web/components/ui/ConfirmDialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })),
);

// Signed-in readers only: the bell, its panel and the live stream stay out of a visitor's scripts.
const NotificationBell = lazy(() =>
  Promise.all([
    import('#web/features/notifications/components/NotificationBell'),
    loadFeatureTexts('notifications'),
  ]).then(([{ NotificationBell }]) => ({ default: NotificationBell })),
);

/** The signed-in user's own places, as icons beside the bell: one entry per place. */
const ACCOUNT_LINKS = [
  { to: '/messages', key: 'messages', icon: MessagesSquare },
  { to: '/Favorite', key: 'favorites', icon: Heart },
  { to: '/profile', key: 'profile', icon: UserRound },
] as const;

const postAdClass =
  'items-center justify-center gap-1.5 rounded-lg bg-accent-strong px-3.5 py-2 text-sm font-bold text-white hover:opacity-90 dark:text-surface';

/**
 * The top navigation (spec §2, docs/navigation.md): the brand, "post an ad", the signed-in actions or
 * the sign-in icon; the site's links in a row of their own from 1024 px (it scrolls away, the bar above
 * stays), in a toggled menu below that.
 */
export function Header() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const { pathname } = useLocation();
  const signIn = useSignInPath();
  // The small-screen menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const phone = signedIn ? signedInPhone() : null;

  const links = siteLinksFor(signedIn);
  // A visitor signs in first and then lands on the form (sign-in's return path).
  const postAd = signedIn ? POST_AD_PATH : signInPath(POST_AD_PATH);
  const logoutButton = (
    <button
      type="button"
      className={iconButton}
      aria-label={t('header.logout')}
      onClick={() => setConfirmingLogout(true)}
    >
      <LogOut aria-hidden className="size-5 rtl:-scale-x-100" />
    </button>
  );
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 font-medium ${isActive ? 'text-brand' : 'text-ink hover:text-brand'}`;

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-line bg-surface-raised/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
          <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand">
            <House aria-hidden className="size-7" />
            {t('brand.name')}
          </Link>

          <div className="ms-auto flex items-center gap-1">
            <Link to={postAd} className={`me-2 hidden sm:inline-flex ${postAdClass}`}>
              <PlusCircle aria-hidden className="size-4" />
              {t('nav.postAd')}
            </Link>
            <div className="hidden items-center gap-1 lg:flex">
              <PreferenceButtons />
            </div>

            {signedIn ? (
              <>
                {phone && (
                  <span
                    className="hidden px-2 text-sm text-ink-muted xl:inline"
                    dir="ltr"
                    title={t('header.yourPhone')}
                  >
                    {phone}
                  </span>
                )}
                <Suspense
                  fallback={
                    <button type="button" className={iconButton} aria-label={t('header.notifications')}>
                      <Bell aria-hidden className="size-5" />
                    </button>
                  }
                >
                  <NotificationBell />
                </Suspense>
                {ACCOUNT_LINKS.map(({ to, key, icon: Icon }) => (
                  <Link key={to} to={to} className={iconButton} aria-label={t(`header.${key}`)}>
                    <Icon aria-hidden className="size-5" />
                  </Link>
                ))}
                <div className="hidden lg:block">{logoutButton}</div>
              </>
            ) : (
              <Link to={signIn} className={iconButton} aria-label={t('header.register')}>
                <UserRound aria-hidden className="size-5" />
              </Link>
            )}

            <button
              type="button"
              className={`${iconButton} lg:hidden`}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.menu')}
              onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            >
              {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
            </button>
          </div>
        </div>

        {menuOpen && (
          <nav
            id="mobile-menu"
            aria-label={t('nav.main')}
            className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line px-4 py-2 lg:hidden"
          >
            <Link
              to={postAd}
              className={`my-2 flex sm:hidden ${postAdClass}`}
              onClick={() => setMenuOpenOn(null)}
            >
              <PlusCircle aria-hidden className="size-4" />
              {t('nav.postAd')}
            </Link>
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.end}
                className={(state) => `block ${linkClass(state)}`}
                onClick={() => setMenuOpenOn(null)}
              >
                {t(`nav.${link.key}`)}
              </NavLink>
            ))}
            <div className="mt-2 flex items-center gap-1 border-t border-line pt-2">
              <PreferenceButtons />
              {signedIn && phone && (
                <span className="ms-auto px-2 text-sm text-ink-muted" dir="ltr" title={t('header.yourPhone')}>
                  {phone}
                </span>
              )}
              {signedIn && <div className={phone ? '' : 'ms-auto'}>{logoutButton}</div>}
            </div>
          </nav>
        )}

        {confirmingLogout && (
          <Suspense fallback={null}>
            <ConfirmDialog
              title={t('logoutDialog.title')}
              body={t('logoutDialog.body')}
              confirmLabel={t('logoutDialog.confirm')}
              onCancel={() => setConfirmingLogout(false)}
              onConfirm={signOut}
            />
          </Suspense>
        )}
      </header>

      <nav aria-label={t('nav.main')} className="hidden border-b border-line bg-surface-raised lg:block">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-2">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={linkClass}>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </div>
      </nav>
    </>
  );
}
