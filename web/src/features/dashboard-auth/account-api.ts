import type { ChangePasswordBody } from '#contract/dashboard/auth';
import { changePassword, getMe } from '#contract/endpoints/dashboard/auth';
import { call } from '#web/lib/api/api-client';
import { useResourceMutation } from '#web/lib/api/resource-mutation';

/** The signed-in staff member's own password; the server ends their other sessions. */
export function useChangePassword() {
  return useResourceMutation((body: ChangePasswordBody) => call(changePassword, { body }), getMe);
}
