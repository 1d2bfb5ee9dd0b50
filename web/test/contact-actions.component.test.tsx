import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactActions } from '../src/features/details/components/ContactActions';
import { STORAGE_KEYS } from '../src/lib/browser/storage-keys';
import { page, renderRoutes } from './support/render';

const ad = {
  id: 7,
  category: 1 as const,
  title: 'فيلا في النرجس',
  contactPhone: null,
  whatsapp: null,
};

const actions = (hasWhatsapp: boolean) =>
  renderRoutes(
    [
      page(<ContactActions property={{ ...ad, hasWhatsapp }} />, '/RecidenceDetailes/7'),
      page(<p>sign in</p>, '/register'),
    ],
    '/RecidenceDetailes/7',
  );

const labels = () => screen.getAllByRole('button').map((button) => button.textContent);

afterEach(() => localStorage.clear());

describe('ContactActions, signed out (the numbers are for signed-in visitors only)', () => {
  it('offers call, WhatsApp and message, each asking to sign in first', async () => {
    const { router } = actions(true);
    expect(labels()).toEqual(['سجّل الدخول لإظهار رقم الجوال', 'واتساب', 'إرسال رسالة']);
    await userEvent.click(screen.getByRole('button', { name: 'واتساب' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toBe('?next=%2FRecidenceDetailes%2F7');
  });

  it('leaves WhatsApp out when the advertiser has none, rather than sending the visitor to sign in for nothing', () => {
    actions(false);
    expect(labels()).toEqual(['سجّل الدخول لإظهار رقم الجوال', 'إرسال رسالة']);
  });

  it('signed in, an advertiser without WhatsApp shows no WhatsApp at all', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'a.b.c');
    actions(false);
    expect(labels()).toEqual(['إرسال رسالة']);
    expect(screen.queryByText('واتساب')).toBeNull();
  });
});
