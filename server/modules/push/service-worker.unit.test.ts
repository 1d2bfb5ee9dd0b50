import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

/** web/public/firebase-messaging-sw.js run against a stand-in for the browser's service worker scope. */
const source = readFileSync(new URL('../../../web/public/firebase-messaging-sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://manzil.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  calls: string[];
  focus(): Promise<FakeWindow>;
  navigate(url: string): Promise<FakeWindow>;
}

function fakeWindow(url: string, focused = false): FakeWindow {
  const client: FakeWindow = {
    url,
    focused,
    calls: [],
    focus: async () => {
      client.calls.push('focus');
      return client;
    },
    navigate: async (target) => {
      client.calls.push(`navigate ${target}`);
      client.url = target;
      return client;
    },
  };
  return client;
}

function worker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: object) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: new URL(`${ORIGIN}/firebase-messaging-sw.js`),
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  };
  vm.runInNewContext(source, { self, URL });
  const dispatch = async (type: string, event: object) => {
    const pending: Promise<unknown>[] = [];
    const listener = listeners.get(type);
    if (!listener) throw new Error(`no ${type} listener`);
    listener({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  };
  const push = (message: unknown) =>
    dispatch('push', {
      data: {
        json: () => (typeof message === 'string' ? JSON.parse(message) : message),
        text: () => String(message),
      },
    });
  const click = (url: unknown, action = '', unsubscribe?: string) =>
    dispatch('notificationclick', {
      action,
      notification: { data: { url, unsubscribe }, close: () => undefined },
    });
  return { shown, opened, push, click };
}

describe('firebase-messaging-sw.js', () => {
  it('shows the pushed title and body, one notification per id, with the page to open', async () => {
    const sw = worker();
    await sw.push({
      id: 7,
      title: 'رسالة جديدة',
      body: 'رسالة من سارة',
      url: `${ORIGIN}/RecidenceDetailes/3`,
    });
    expect(sw.shown).toEqual([
      {
        title: 'رسالة جديدة',
        options: {
          body: 'رسالة من سارة',
          dir: 'auto',
          tag: 'notification-7',
          data: { url: `${ORIGIN}/RecidenceDetailes/3` },
        },
      },
    ]);
  });

  it('keeps links on this site, and shows something for a message it cannot read', async () => {
    const sw = worker();
    await sw.push({ title: 'x', url: 'https://elsewhere.example/IndustryDetailes/9?a=1' });
    expect(sw.shown[0]?.options.data).toEqual({ url: `${ORIGIN}/IndustryDetailes/9?a=1` });
    await sw.push('not json');
    expect(sw.shown[1]).toMatchObject({
      title: 'منزل',
      options: { body: 'not json', data: { url: `${ORIGIN}/` } },
    });
  });

  it('a saved search’s alert gets a button that opens its signed unsubscribe page', async () => {
    const sw = worker();
    const unsubscribe = `${ORIGIN}/saved-searches/unsubscribe?id=4&token=abc`;
    await sw.push({
      id: 8,
      title: 'إعلان جديد يطابق بحثك',
      url: `${ORIGIN}/RecidenceDetailes/3`,
      unsubscribe: { title: 'إيقاف تنبيهات هذا البحث', url: unsubscribe },
    });
    expect(sw.shown[0]?.options).toMatchObject({
      actions: [{ action: 'unsubscribe', title: 'إيقاف تنبيهات هذا البحث' }],
      data: { url: `${ORIGIN}/RecidenceDetailes/3`, unsubscribe },
    });
    await sw.click(`${ORIGIN}/RecidenceDetailes/3`, 'unsubscribe', unsubscribe);
    await sw.click(`${ORIGIN}/RecidenceDetailes/3`, '', unsubscribe);
    expect(sw.opened).toEqual([unsubscribe, `${ORIGIN}/RecidenceDetailes/3`]);
    await sw.push({ id: 9, title: 'x', unsubscribe: { title: 7 } });
    expect(sw.shown[1]?.options).not.toHaveProperty('actions');
  });

  it('a click focuses a tab already on that page', async () => {
    const there = fakeWindow(`${ORIGIN}/RecidenceDetailes/3`);
    const other = fakeWindow(`${ORIGIN}/`, true);
    const sw = worker([other, there]);
    await sw.click(`${ORIGIN}/RecidenceDetailes/3`);
    expect(there.calls).toEqual(['focus']);
    expect(other.calls).toEqual([]);
    expect(sw.opened).toEqual([]);
  });

  it('otherwise brings an open tab of the site to the page', async () => {
    const foreign = fakeWindow('https://elsewhere.example/', true);
    const tab = fakeWindow(`${ORIGIN}/profile`);
    const sw = worker([foreign, tab]);
    await sw.click(`${ORIGIN}/IndustryDetailes/9`);
    expect(tab.calls).toEqual(['focus', `navigate ${ORIGIN}/IndustryDetailes/9`]);
    expect(foreign.calls).toEqual([]);
    expect(sw.opened).toEqual([]);
  });

  it('and opens a new window when no tab of the site is open', async () => {
    const sw = worker([fakeWindow('https://elsewhere.example/')]);
    await sw.click(`${ORIGIN}/RecidenceDetailes/3`);
    expect(sw.opened).toEqual([`${ORIGIN}/RecidenceDetailes/3`]);
  });
});
