import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../src/lib/browser/storage-keys';
import { renderRoutes } from './support/render';
import { useHideHeader } from '../src/app/layouts/HeaderVisibility';
import { MainLayout } from '../src/app/layouts/MainLayout';

/** A token whose payload carries the claims the header reads (the server signs real ones). */
function tokenFor(phoneNumber: string) {
  const payload = btoa(
    JSON.stringify({ sub: '6f1c2d0e-0000-4000-8000-000000000001', phone_number: phoneNumber }),
  );
  return `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/=+$/, '')}.signature`;
}

function Gallery() {
  useHideHeader();
  return <p>gallery</p>;
}

const layout = (path = '/') =>
  renderRoutes(
    [
      {
        element: <MainLayout />,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/gallery', element: <Gallery /> },
          { path: '/profile', element: <p>profile</p> },
          { path: '/recidence/:id', element: <p>an ad</p> },
        ],
      },
    ],
    path,
  );

/** The site's links a signed-in visitor has, in the bar and in the phone menu (after "add an ad"). */
const SIGNED_IN_LINKS = [
  'الرئيسية',
  'سكني',
  'صناعي',
  'المميزة',
  'البحث بالخريطة',
  'الوسطاء',
  'آخر ما شاهدته',
  'إعلاناتي',
  'مكتبي',
  'عمليات البحث المحفوظة',
  'تواصل معنا',
  'من نحن',
];

describe('Header', () => {
  it('signed out: the user icon goes to /register, and there is no "my ads", bell, favourites or logout', () => {
    layout();
    const header = screen.getByRole('banner');
    expect(
      within(header).getByRole('link', { name: 'تسجيل الدخول أو إنشاء حساب' }).getAttribute('href'),
    ).toBe('/register');
    expect(screen.queryByRole('link', { name: 'إعلاناتي' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'مكتبي' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'الإشعارات' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'المفضلة' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'تسجيل الخروج' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['الرئيسية', '/'],
      ['سكني', '/recidence'],
      ['صناعي', '/industry'],
      ['المميزة', '/AllFeatureProperty'],
      ['البحث بالخريطة', '/search'],
      ['الوسطاء', '/Agents'],
      ['آخر ما شاهدته', '/recently-viewed'],
      ['تواصل معنا', '/contact-us'],
      ['من نحن', '/about'],
    ]);
    expect(within(header).getByRole('link', { name: 'أضف إعلانك' }).getAttribute('href')).toBe(
      '/register?next=%2Fadd-property%2Fnew',
    );
  });

  it('signed out on another page, the sign-in icon comes back to it', () => {
    layout('/recidence/12?tab=map');
    expect(
      within(screen.getByRole('banner'))
        .getByRole('link', { name: 'تسجيل الدخول أو إنشاء حساب' })
        .getAttribute('href'),
    ).toBe('/register?next=%2Frecidence%2F12%3Ftab%3Dmap');
  });

  it('signed in: my ads, the phone number left to right, bell, favourites, profile and logout', () => {
    localStorage.setItem(STORAGE_KEYS.token, tokenFor('+966551234567'));
    layout();
    const header = screen.getByRole('banner');
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SIGNED_IN_LINKS);
    expect(within(header).getByRole('link', { name: 'أضف إعلانك' }).getAttribute('href')).toBe(
      '/add-property/new',
    );
    expect(within(header).getByText('+966551234567').getAttribute('dir')).toBe('ltr');
    expect(within(header).getByRole('button', { name: 'الإشعارات' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'المفضلة' }).getAttribute('href')).toBe('/Favorite');
    expect(within(header).getByRole('link', { name: 'الملف الشخصي' }).getAttribute('href')).toBe('/profile');
    expect(within(header).queryByRole('link', { name: 'تسجيل الدخول أو إنشاء حساب' })).toBeNull();
  });

  it('logout asks first; cancelling keeps the session', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.token, tokenFor('+966551234567'));
    layout();
    await user.click(within(screen.getByRole('banner')).getAllByRole('button', { name: 'تسجيل الخروج' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'تأكيد تسجيل الخروج' });
    expect(within(dialog).getByText('هل أنت متأكد أنك تريد تسجيل الخروج؟')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('follows sign-in and sign-out made in another tab', async () => {
    layout();
    const header = screen.getByRole('banner');
    localStorage.setItem(STORAGE_KEYS.token, tokenFor('+971501234567'));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(await within(nav).findByRole('link', { name: 'إعلاناتي' })).toBeTruthy();
    localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    expect(await within(header).findByRole('link', { name: 'تسجيل الدخول أو إنشاء حساب' })).toBeTruthy();
  });

  it('the menu button toggles the small-screen menu, which closes when a link is followed', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.token, tokenFor('+966551234567'));
    const { router } = layout();
    const toggle = screen.getByRole('button', { name: 'القائمة' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const menu = document.getElementById('mobile-menu')!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['أضف إعلانك', ...SIGNED_IN_LINKS]);
    expect(within(menu).getByText('+966551234567')).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إغلاق القائمة' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(within(menu).getByRole('link', { name: 'الرئيسية' }));
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('the small-screen menu closes when the page changes by any other way', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.token, tokenFor('+966551234567'));
    const { router } = layout();
    await user.click(screen.getByRole('button', { name: 'القائمة' }));
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'الملف الشخصي' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('a screen can hide the header through the shared flag, and it comes back when that screen closes', async () => {
    const { router } = layout('/gallery');
    expect(screen.getByText('gallery')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    await router.navigate('/');
    expect(await screen.findByRole('banner')).toBeTruthy();
  });
});
