import { escapeHtml } from '../escape.js';

/**
 * The development gateway's hosted page, in Arabic and English, saying plainly that no money moves;
 * one form per button, so a browser (or a test) presses them by name.
 */

export interface PageCheckout {
  id: string;
  amount: number;
  description: string;
  returnUrl: string;
  cancelUrl: string;
}

/** What the page shows: buttons while it takes attempts, else why it does not. */
export type PageStatus = 'open' | 'paid' | 'expired';

export const PAGE_TITLE = 'دفع تجريبي — لا تُنقل أموال · Development payment — no money moves';

/** The buttons (Arabic, English): the form field `outcome` carries the key. */
export const BUTTONS = {
  paid: ['ادفع ببطاقة مدى تجريبية', 'Pay (mada test card)'],
  declined: ['رفض البطاقة', 'Decline'],
  secureCodeFailed: ['فشل التحقق <bdi>3-D Secure</bdi>', 'Fail 3-D Secure'],
  cancel: ['إلغاء', 'Cancel'],
} as const;
export type PageButton = keyof typeof BUTTONS;

const riyals = (halalas: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'SAR' }).format(halalas / 100);

const STYLE = `body{font-family:system-ui,"Noto Sans Arabic",Tahoma,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
.banner{background:#fef3c7;border:2px dashed #b45309;padding:.75rem 1rem;border-radius:.5rem;font-weight:600}
.amount{font-size:1.5rem}form{margin-block:.5rem}
button{font:inherit;width:100%;padding:.6rem 1rem;border-radius:.5rem;border:1px solid #9ca3af;background:#f9fafb;cursor:pointer}
button[value=paid]{background:#047857;color:#fff;border-color:#047857}
[role=alert]{color:#b91c1c}`;

function page(body: string): string {
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(PAGE_TITLE)}</title>
<style>${STYLE}</style></head>
<body>
<p class="banner" role="note">دفع تجريبي — لا تُنقل أموال<br><span lang="en" dir="ltr">Development payment — no money moves</span></p>
${body}
</body></html>`;
}

const button = (checkoutId: string, outcome: PageButton) =>
  `<form method="post" action="/checkout/${escapeHtml(checkoutId)}"><button type="submit" name="outcome" value="${outcome}">${BUTTONS[outcome][0]} · <span lang="en" dir="ltr">${BUTTONS[outcome][1]}</span></button></form>`;

/** The checkout's page: what is paid for, then the four buttons, or its closed status. */
export function checkoutPage(checkout: PageCheckout, status: PageStatus, lastFailure: string | null): string {
  const heading = `<h1>منزل · Manzil</h1>
<p>${escapeHtml(checkout.description)}</p>
<p class="amount"><strong>${riyals(checkout.amount, 'ar-SA')}</strong> · <span dir="ltr">${riyals(checkout.amount, 'en-SA')}</span></p>`;
  if (status === 'paid') {
    return page(
      `${heading}<p role="status">مدفوعة · Paid</p><p><a href="${escapeHtml(checkout.returnUrl)}">العودة إلى منزل · Back to Manzil</a></p>`,
    );
  }
  if (status === 'expired') {
    return page(
      `${heading}<p role="status">منتهية أو ملغاة · Expired or cancelled</p><p><a href="${escapeHtml(checkout.cancelUrl)}">العودة إلى منزل · Back to Manzil</a></p>`,
    );
  }
  const failure = lastFailure
    ? `<p role="alert">لم تتم عملية الدفع · Payment failed: ${escapeHtml(lastFailure)}</p>`
    : '';
  const buttons = (['paid', 'declined', 'secureCodeFailed', 'cancel'] as const)
    .map((outcome) => button(checkout.id, outcome))
    .join('\n');
  return page(`${heading}${failure}\n${buttons}`);
}

/** A page for an address that names no checkout. */
export function notFoundPage(): string {
  return page('<p role="status">لا توجد عملية دفع بهذا الرابط · No such checkout</p>');
}
