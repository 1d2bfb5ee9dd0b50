import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffBody, UpdateStaffBody } from '#contract/dashboard/staff';
import { blockStaff, createStaff, unblockStaff, updateStaff } from '#contract/endpoints/dashboard/staff';
import { call } from '#web/lib/api/api-client';
import { invalidateBackOffice } from '#web/lib/api/back-office-queries';

/** Staff members show on roles, in the audit log and its filter across the back-office. */
function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () => invalidateBackOffice(queryClient);
}

/** A new member sends every field (`CreateStaffBody`); an edit sends what changed. */
export function useSaveStaff(id: string | undefined) {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (body: CreateStaffBody | UpdateStaffBody) =>
      id === undefined
        ? call(createStaff, { body: body as CreateStaffBody })
        : call(updateStaff, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetBlocked() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: string; blocked: boolean }) =>
      call(blocked ? blockStaff : unblockStaff, { params: { id } }),
    onSuccess: invalidate,
  });
}
