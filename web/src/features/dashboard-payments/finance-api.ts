import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentSettingsBody, ProductChangeBody } from '#contract/dashboard/payments-finance';
import {
  exportRevenue,
  getPaymentSettings,
  getRevenue,
  listPaymentOrders,
  listVisibilityProducts,
  updatePaymentSettings,
  updateVisibilityProduct,
} from '#contract/endpoints/dashboard/payments-finance';
import type { OrderStatus, ProductKind } from '#contract/payments';
import { call } from '#web/lib/api/api-client';
import { downloadFile } from '#web/lib/api/download-file';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';
import type { ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';

export interface OrderFilters {
  status?: OrderStatus;
  kind?: ProductKind;
  /** Riyadh days, `YYYY-MM-DD`, both counted. */
  from?: string;
  to?: string;
  /** The buyer's number as typed; the server matches it exactly. */
  buyerPhone?: string;
}

export function useOrderList(params: ListParams<'newest'>, filters: OrderFilters) {
  return useListQuery(
    endpointQuery(listPaymentOrders, {
      query: {
        PageNumber: params.page,
        PageSize: params.pageSize,
        Status: filters.status,
        Kind: filters.kind,
        From: filters.from,
        To: filters.to,
        BuyerPhone: filters.buyerPhone,
      },
    }),
  );
}

export interface RevenueRange {
  from: string;
  to: string;
}

/** Asked only for a range the server takes (`enabled`): at most a year, in order. */
export const useRevenue = (range: RevenueRange, enabled: boolean) =>
  useQuery({ ...endpointQuery(getRevenue, { query: range }), placeholderData: keepPreviousData, enabled });

/** The same report as a CSV file, saved by the browser. */
export const downloadRevenue = (range: RevenueRange) => downloadFile(exportRevenue, { query: range });

export const usePaymentSettings = () => useQuery(endpointQuery(getPaymentSettings));

export const useSavePaymentSettings = () =>
  useResourceMutation(
    (body: PaymentSettingsBody) => call(updatePaymentSettings, { body }, { quiet: true }),
    getPaymentSettings,
  );

export const useProducts = () => useQuery(endpointQuery(listVisibilityProducts));

export const useUpdateProduct = () =>
  useResourceMutation(
    ({ id, change }: { id: number; change: ProductChangeBody }) =>
      call(updateVisibilityProduct, { params: { id }, body: change }, { quiet: true }),
    listVisibilityProducts,
  );
