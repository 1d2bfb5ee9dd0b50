import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.js';
import { notificationPath } from './push-message.js';
import { isPushServiceHost } from './subscriptions.js';
import { generateVapidKeys } from './vapid.js';

describe('isPushServiceHost with the default PUSH_SERVICE_HOSTS', () => {
  const hosts = loadConfig({}).push.serviceHosts;

  it.each([
    'fcm.googleapis.com',
    'updates.push.services.mozilla.com',
    'wns2-db5p.notify.windows.com',
    'web.push.apple.com',
    'FCM.GoogleAPIs.com',
  ])('takes %s', (host) => {
    expect(isPushServiceHost(host, hosts)).toBe(true);
  });

  it.each([
    'localhost',
    '127.0.0.1',
    'fcm.googleapis.com.evil.example',
    'notify.windows.com',
    'evilnotify.windows.com',
  ])('refuses %s', (host) => {
    expect(isPushServiceHost(host, hosts)).toBe(false);
  });
});

describe('notificationPath (product spec §2)', () => {
  it('opens the details page of the ad by its category', () => {
    expect(notificationPath({ propertyId: 12, category: 1 })).toBe('/RecidenceDetailes/12');
    expect(notificationPath({ propertyId: 12, category: 2 })).toBe('/IndustryDetailes/12');
    expect(notificationPath({ propertyId: null, category: null })).toBe('/');
  });
});

describe('VAPID configuration', () => {
  it('takes a matching pair, the subject, and defaults the subject to the company mailbox', () => {
    const keys = generateVapidKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://manzil.example/contact-us',
    });
    expect(config.push).toMatchObject({ vapidKeys: keys, subject: 'https://manzil.example/contact-us' });
    expect(loadConfig({}).push).toMatchObject({ vapidKeys: undefined, subject: 'mailto:info@manzil.sa' });
    expect(loadConfig({}).notifications.heartbeatSeconds).toBe(25);
  });

  it('generates private keys of 32 bytes even when the scalar starts with zero bytes (one in 256)', () => {
    const pairs = Array.from({ length: 3000 }, () => generateVapidKeys());
    expect(pairs.filter((keys) => Buffer.from(keys.privateKey, 'base64url')[0] === 0).length).toBeGreaterThan(
      0,
    );
    for (const keys of pairs) {
      expect(keys.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const leadingZero = pairs.find((keys) => Buffer.from(keys.privateKey, 'base64url')[0] === 0);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: leadingZero?.publicKey, VAPID_PRIVATE_KEY: leadingZero?.privateKey }),
    ).not.toThrow();
  });

  it('refuses half a pair, keys that do not match, and a subject that is no mailto: or https: URL', () => {
    const keys = generateVapidKeys();
    const other = generateVapidKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/set both/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toThrow(/not the public key/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://manzil.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ NOTIFICATION_HEARTBEAT_SECONDS: '0' })).toThrow(ConfigError);
  });
});
