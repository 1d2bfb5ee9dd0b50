import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS } from '#web/lib/browser/storage-keys';
import { profileQuery } from '#web/entities/account/api';

/** The signed-in owner's WhatsApp number: ads show the owner's, so the form edits it there. */
export function useOwnWhatsapp(): { ready: boolean; whatsapp: string } {
  const userId = localStorage.getItem(STORAGE_KEYS.userInfoId) ?? '';
  const profile = useQuery({ ...profileQuery(userId), enabled: userId !== '' });
  return { ready: userId === '' || !profile.isPending, whatsapp: profile.data?.whatsapp ?? '' };
}
