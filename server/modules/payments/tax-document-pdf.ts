import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { taxDocuments, users } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import type { FileAttachment } from '#server/lib/file-attachment.js';
import { renderInvoicePdf } from '#server/lib/tax-invoice/invoice-pdf.js';
import { invoiceDocumentOf } from './invoice-document-of.js';

/** One of the caller's invoices or credit notes as a PDF, made from the stored row (404 for anyone else). */
export async function taxDocumentPdf(
  deps: Pick<AppDeps, 'db'>,
  caller: AuthUser,
  id: number,
): Promise<FileAttachment> {
  const [found] = await deps.db
    .select({
      document: taxDocuments,
      buyer: { fullName: users.fullName, phoneNumber: users.phoneNumber, dialCode: users.dialCode },
    })
    .from(taxDocuments)
    .innerJoin(users, eq(users.id, taxDocuments.buyerId))
    .where(and(eq(taxDocuments.id, id), eq(taxDocuments.buyerId, caller.id)));
  if (!found) throw new AppError('notFound', 'notFound');
  return {
    contentType: 'application/pdf',
    fileName: `${found.document.number}.pdf`,
    body: await renderInvoicePdf(invoiceDocumentOf(found.document, found.buyer)),
  };
}
