import type { TFunction } from 'i18next';
import { notify } from '#web/lib/browser/notify';
import { pushBlocked } from '#web/entities/notification/push-token';
import { STORAGE_KEYS } from '#web/lib/browser/storage-keys';

/** Long enough to read the two sentences (the spec's 4 s suits a one-line toast). */
const NOTE_MS = 12_000;

/**
 * After sign-in without a push subscription: when the reader blocked notifications, an information
 * note (not an error) says they are off and how to turn them on, once per browser. A browser that
 * cannot push, or a prompt dismissed without an answer, says nothing (docs/decisions/0030).
 */
export function notePushOffOnce(t: TFunction): void {
  if (!pushBlocked() || localStorage.getItem(STORAGE_KEYS.pushOffNoteShown)) return;
  localStorage.setItem(STORAGE_KEYS.pushOffNoteShown, '1');
  notify.info(t('account.verify.pushOff.title'), {
    description: t('account.verify.pushOff.body'),
    duration: NOTE_MS,
  });
}
