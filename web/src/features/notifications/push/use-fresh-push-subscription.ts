import { useEffect } from 'react';
import { obtainPushToken, pushTokenIsStale, sendPushToken } from '#web/entities/notification/push-token';

/** Spec §9: a signed-in browser that allowed notifications renews its push token after 7 days. */
export function useFreshPushSubscription(): void {
  useEffect(() => {
    if (!pushTokenIsStale()) return;
    void obtainPushToken().then((token) => token && sendPushToken(token).catch(() => undefined));
  }, []);
}
