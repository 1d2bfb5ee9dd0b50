import { desc, eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { TaxDocumentList, TaxDocumentSummary } from '#contract/payments.js';
import type { AppDeps } from '#server/deps.js';
import { taxDocuments, type TaxDocumentRow } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { pagedList, rowCount, type Paging } from '#server/lib/paging.js';
import type { TaxDocumentContent } from './tax-documents.js';

/** The caller's invoices and credit notes, newest first (the buyer's index on `issued_at` serves it). */
export function listTaxDocuments(
  deps: Pick<AppDeps, 'db'>,
  caller: AuthUser,
  paging: Paging,
  language: Language,
): Promise<TaxDocumentList> {
  const mine = eq(taxDocuments.buyerId, caller.id);
  return pagedList(
    paging,
    (limit, offset) =>
      deps.db
        .select()
        .from(taxDocuments)
        .where(mine)
        .orderBy(desc(taxDocuments.issuedAt), desc(taxDocuments.id))
        .limit(limit)
        .offset(offset),
    () => deps.db.select(rowCount).from(taxDocuments).where(mine),
    (row) => toSummary(row, language),
  );
}

function toSummary(row: TaxDocumentRow, language: Language): TaxDocumentSummary {
  const [first] = (row.content as TaxDocumentContent).lines;
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    net: row.net,
    vat: row.vat,
    total: row.total,
    orderId: row.orderId,
    description: (language === 'ar' ? first?.descriptionAr : first?.descriptionEn) ?? '',
  };
}
