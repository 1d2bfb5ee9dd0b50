import type { CreateStaffBody, UpdateStaffBody } from '#contract/dashboard/staff';
import { blockStaff, createStaff, unblockStaff, updateStaff } from '#contract/endpoints/dashboard/staff';
import { call } from '#web/lib/api/api-client';
import { useBackOfficeMutation } from '#web/lib/api/back-office-queries';

// Staff members show on roles, in the audit log and its filter: a change reads the back-office again.

/** A new member sends every field (`CreateStaffBody`); an edit sends what changed. */
export function useSaveStaff(id: string | undefined) {
  return useBackOfficeMutation((body: CreateStaffBody | UpdateStaffBody) =>
    id === undefined
      ? call(createStaff, { body: body as CreateStaffBody })
      : call(updateStaff, { params: { id }, body }),
  );
}

export function useSetBlocked() {
  return useBackOfficeMutation(({ id, blocked }: { id: string; blocked: boolean }) =>
    call(blocked ? blockStaff : unblockStaff, { params: { id } }),
  );
}
