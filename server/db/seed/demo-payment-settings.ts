import type { Database } from '../client.js';
import { paymentSettings } from '../schema/index.js';

/**
 * A demo seller, so the demo's purchases can be played end to end on the development gateway and
 * their invoices read "demo" (ADR 0041): never with a real gateway's key, and never over settings
 * staff made. The VAT number has the form ZATCA gives (15 digits, 3 first and last) and is no one's.
 */
export async function seedDemoPaymentSettings(db: Pick<Database, 'insert'>, now: Date): Promise<void> {
  await db
    .insert(paymentSettings)
    .values({
      vatRateBasisPoints: 1500,
      sellerNameAr: 'منزل العقارية (بيانات تجريبية)',
      sellerNameEn: 'Manzil Real Estate (demo data)',
      sellerVatNumber: '300000000000003',
      sellerAddressAr: 'الرياض، المملكة العربية السعودية',
      sellerAddressEn: 'Riyadh, Saudi Arabia',
      updatedAt: now,
    })
    .onConflictDoNothing({ target: paymentSettings.id });
}
