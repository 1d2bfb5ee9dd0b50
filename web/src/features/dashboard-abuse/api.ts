import type { UseQueryResult } from '@tanstack/react-query';
import type { abuseSortOrders } from '#contract/dashboard/abuse';
import type { EndpointAnswer } from '#contract/endpoint';
import {
  hideMessage,
  hideReview,
  listMessages,
  listReviews,
  unhideMessage,
  unhideReview,
} from '#contract/endpoints/dashboard/abuse';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';

export type AbuseSort = (typeof abuseSortOrders)[number];
/** The two kinds of text the website shows and staff may hide: reviews and property messages. */
export type AbuseKind = 'reviews' | 'messages';

const listOf = { reviews: listReviews, messages: listMessages } as const;
/** A page of each kind's items. */
export interface AbuseLists {
  reviews: EndpointAnswer<typeof listReviews>;
  messages: EndpointAnswer<typeof listMessages>;
}
/** One item of the kind: `DashboardReview` for reviews, `DashboardMessage` for messages. */
export type AbuseItem<K extends AbuseKind> = AbuseLists[K]['data'][number];

export function useAbuseList<K extends AbuseKind>(
  kind: K,
  params: ListParams<AbuseSort>,
  hidden: boolean | undefined,
): UseQueryResult<AbuseLists[K]> {
  const query = { ...pagingQuery(params), Hidden: hidden };
  // Both kinds take the same query; the answer is the kind's list.
  const options = endpointQuery(listOf[kind] as typeof listReviews, { query });
  return useListQuery(options) as UseQueryResult<AbuseLists[K]>;
}

export interface HideAction {
  id: number;
  hidden: boolean;
  reason?: string;
}

export function useSetHidden(kind: AbuseKind) {
  return useResourceMutation(async ({ id, hidden, reason }: HideAction) => {
    const params = { id };
    if (kind === 'reviews') {
      return hidden ? call(hideReview, { params, body: { reason } }) : call(unhideReview, { params });
    }
    return hidden ? call(hideMessage, { params, body: { reason } }) : call(unhideMessage, { params });
  }, listOf[kind]);
}
