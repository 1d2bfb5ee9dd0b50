import { escapeHtml } from '../../../lib/escape.js';

/**
 * The fake Moyasar's hosted pages: an invoice's payment page and a bank's 3-D Secure page, in Arabic
 * and English, with buttons a browser test can press by name ("Pay", "Authenticate", "Fail
 * authentication", "Back").
 */

export interface PageInvoice {
  id: string;
  status: string;
  amount: number;
  description: string;
  back_url: string | null;
}

const riyals = (halalas: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'SAR' }).format(halalas / 100);

const page = (title: string, body: string) => `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,"Noto Sans Arabic",Tahoma,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button{font:inherit;padding:.5rem 1rem;margin-block:.25rem}fieldset{margin-block:1rem}</style></head>
<body>${body}</body></html>`;

/** The invoice's page: what is paid for, the methods, and Pay; a closed invoice says why. */
export function invoicePage(invoice: PageInvoice, lastMessage: string | null): string {
  const back = invoice.back_url ? `<p><a href="${escapeHtml(invoice.back_url)}">رجوع · Back</a></p>` : '';
  const heading = `<h1>مُيسَّر · Moyasar (test)</h1>
<p>${escapeHtml(invoice.description)}</p>
<p><strong>${riyals(invoice.amount, 'ar-SA')}</strong> · ${riyals(invoice.amount, 'en-SA')}</p>`;
  if (invoice.status !== 'initiated') {
    const closed: Record<string, string> = {
      paid: 'مدفوعة · Paid',
      refunded: 'مستردة · Refunded',
      expired: 'منتهية · Expired',
      canceled: 'ملغاة · Canceled',
      voided: 'ملغاة · Voided',
    };
    return page(
      'Moyasar',
      `${heading}<p role="status">${closed[invoice.status] ?? invoice.status}</p>${back}`,
    );
  }
  const failure = lastMessage
    ? `<p role="alert">لم تتم عملية الدفع · Payment failed: ${escapeHtml(lastMessage)}</p>`
    : '';
  return page(
    'Moyasar',
    `${heading}${failure}
<form method="post" action="/checkout/invoices/${escapeHtml(invoice.id)}/pay">
<fieldset><legend>طريقة الدفع · Payment method</legend>
<label><input type="radio" name="method" value="creditcard" checked> مدى، فيزا، ماستركارد · mada, Visa, Mastercard</label><br>
<label><input type="radio" name="method" value="applepay"> Apple Pay</label><br>
<label><input type="radio" name="method" value="stcpay"> STC Pay</label>
</fieldset>
<button type="submit">ادفع · Pay</button>
</form>${back}`,
  );
}

/** The bank's 3-D Secure challenge for one card payment. */
export function secureCodePage(paymentId: string, amount: number): string {
  const action = `/checkout/3ds/${escapeHtml(paymentId)}`;
  return page(
    '3-D Secure',
    `<h1>التحقق من البطاقة · 3-D Secure</h1>
<p>${riyals(amount, 'ar-SA')} · ${riyals(amount, 'en-SA')}</p>
<form method="post" action="${action}"><button type="submit" name="action" value="authenticate">تحقق · Authenticate</button></form>
<form method="post" action="${action}"><button type="submit" name="action" value="fail">فشل التحقق · Fail authentication</button></form>`,
  );
}

/** Where an invoice without a success_url leaves the customer. */
export function resultPage(status: string, message: string): string {
  return page('Moyasar', `<p role="status">${escapeHtml(status)}: ${escapeHtml(message)}</p>`);
}
