import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '#contract/endpoint';
import type { z } from 'zod';
import type { handOverBody } from '#contract/offices';
import {
  acceptInvitation,
  changeMemberRole,
  createOffice,
  getInvitation,
  getMyOffice,
  handOverOffice,
  inviteMember,
  listInvitations,
  removeMember,
  removeOfficeLogo,
  revokeInvitation,
  uploadOfficeLogo,
} from '#contract/endpoints/offices';
import { createOrder, getOfficeCredits } from '#contract/endpoints/payments';
import { call } from '#web/lib/api/api-client';
import { endpointKey, endpointQuery, invalidateResources } from '#web/lib/api/endpoint-queries';

/** The office's invitations, newest first (its owner and managers). */
export const invitationsQuery = (officeId: number) =>
  endpointQuery(listInvitations, { params: { id: officeId } });

/**
 * What an invitation link offers. Quiet and asked once: its refusals (used, withdrawn, expired, another
 * number) are what the page shows, in the server's words.
 */
export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: endpointKey(getInvitation, { query: { token } }),
    queryFn: ({ signal }) => call(getInvitation, { query: { token } }, { quiet: true, signal }),
    retry: false,
  });

/** Every change to an office reads the office and its invitations again (one resource). */
function useOfficeMutation<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => invalidateResources(queryClient, getMyOffice),
  });
}

type Body<E extends Parameters<typeof call>[0]> = EndpointInput<E> extends { body: infer B } ? B : never;

export const useCreateOffice = () =>
  useOfficeMutation((body: Body<typeof createOffice>) => call(createOffice, { body }, { quiet: true }));

export const useAcceptInvitation = () =>
  useOfficeMutation((token: string) => call(acceptInvitation, { body: { token } }, { quiet: true }));

export const useInviteMember = (officeId: number) =>
  useOfficeMutation((body: Body<typeof inviteMember>) =>
    call(inviteMember, { params: { id: officeId }, body }, { quiet: true }),
  );

export const useRevokeInvitation = (officeId: number) =>
  useOfficeMutation((invitationId: string) =>
    call(revokeInvitation, { params: { id: officeId, invitationId } }),
  );

export const useChangeMemberRole = (officeId: number) =>
  useOfficeMutation(({ userId, role }: { userId: string; role: 'manager' | 'agent' }) =>
    call(changeMemberRole, { params: { id: officeId, userId }, body: { role } }),
  );

/** Removes a member, or the caller leaves (their own id). */
export const useRemoveMember = (officeId: number) =>
  useOfficeMutation((userId: string) => call(removeMember, { params: { id: officeId, userId } }));

export const useHandOverOffice = (officeId: number) =>
  useOfficeMutation((body: z.output<typeof handOverBody>) =>
    call(handOverOffice, { params: { id: officeId }, body }),
  );

export const useUploadOfficeLogo = (officeId: number) =>
  useOfficeMutation((file: File) => {
    const body = new FormData();
    body.append('file', file);
    return call(uploadOfficeLogo, { params: { id: officeId }, body });
  });

export const useRemoveOfficeLogo = (officeId: number) =>
  useOfficeMutation(() => call(removeOfficeLogo, { params: { id: officeId } }));

/** The office's credit balance and one page of its ledger, newest first (its people). */
export const officeCreditsQuery = (officeId: number, page: number) =>
  endpointQuery(getOfficeCredits, { params: { id: officeId }, query: { PageNumber: page, PageSize: 10 } });

/**
 * Orders a credit package for the office: the answer names the gateway's page, where the buyer pays.
 * One key per attempt (the page's), so a double click makes one order. Quiet: the screen shows the
 * server's words (a 403, a 409, the gateway away).
 */
export const useBuyCredits = (officeId: number) =>
  useMutation({
    mutationFn: ({ productCode, idempotencyKey }: { productCode: string; idempotencyKey: string }) =>
      call(createOrder, { body: { productCode, officeId, idempotencyKey } }, { quiet: true }),
  });
