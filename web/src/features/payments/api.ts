import { getOrder, listMyTaxDocuments } from '#contract/endpoints/payments';
import { endpointQuery } from '#web/lib/api/endpoint-queries';

/** The buyer's order; asking settles a waiting one with what the gateway says now. */
export const orderQuery = (id: string) => endpointQuery(getOrder, { params: { id } }, { quiet: true });

export const TAX_DOCUMENTS_PAGE_SIZE = 20;

/** The buyer's invoices and credit notes, newest first, a page at a time (zero-based). */
export const taxDocumentsQuery = (page: number) =>
  endpointQuery(listMyTaxDocuments, { query: { PageNumber: page, PageSize: TAX_DOCUMENTS_PAGE_SIZE } });
