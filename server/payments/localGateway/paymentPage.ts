/**
 * The local gateway's payment page: the amount, the merchant's order, a choice of test cards and
 * the ways out (cancel, let the payment time out), in the payment's language (HU, EN or RO; others
 * read English). Plain HTML with labelled controls, usable by keyboard; it is the gateway's page,
 * not the portal's, so it carries none of the brand's look.
 */
import type { GatewayTransaction } from './gatewayState';
import { TEST_CARDS, type TestCardName } from './testCards';

const TEXTS = {
  EN: { title: 'Test payment', amount: 'Amount', order: 'Order', card: 'Test card', pay: 'Pay', cancel: 'Cancel payment', timeout: 'Let the payment time out', closed: 'This payment is closed.', cards: { success: 'successful payment', declined: 'declined by the bank', threeDSecureFailed: '3-D Secure check fails' } },
  HU: { title: 'Tesztfizetés', amount: 'Összeg', order: 'Rendelés', card: 'Tesztkártya', pay: 'Fizetés', cancel: 'Fizetés megszakítása', timeout: 'A fizetés idejének lejárása', closed: 'Ez a fizetés lezárult.', cards: { success: 'sikeres fizetés', declined: 'a bank elutasítja', threeDSecureFailed: 'a 3-D Secure ellenőrzés sikertelen' } },
  RO: { title: 'Plată de test', amount: 'Sumă', order: 'Comandă', card: 'Card de test', pay: 'Plătește', cancel: 'Anulează plata', timeout: 'Lasă plata să expire', closed: 'Această plată este închisă.', cards: { success: 'plată reușită', declined: 'refuzat de bancă', threeDSecureFailed: 'verificarea 3-D Secure eșuează' } },
} as const;

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function paymentPage(tx: GatewayTransaction): string {
  const lang = tx.language in TEXTS ? (tx.language as keyof typeof TEXTS) : 'EN';
  const t = TEXTS[lang];
  const amount = new Intl.NumberFormat(lang === 'EN' ? 'en-GB' : `${lang.toLowerCase()}-${lang}`, { style: 'currency', currency: tx.currency, maximumFractionDigits: tx.currency === 'HUF' ? 0 : 2 }).format(tx.total);
  const open = tx.status === 'INIT' || tx.status === 'INPAYMENT';
  const cards = (Object.keys(TEST_CARDS) as TestCardName[])
    .map((name, i) => `<li><label><input type="radio" name="card" value="${name}"${i === 0 ? ' checked' : ''}> ${TEST_CARDS[name].number.replace(/(\d{4})(?=\d)/g, '$1 ')} – ${escape(t.cards[name])}</label></li>`)
    .join('');
  const body = open
    ? `<form method="post"><fieldset><legend>${t.card}</legend><ul>${cards}</ul></fieldset>
<p><button type="submit" name="action" value="pay">${t.pay}</button></p>
<p><button type="submit" name="action" value="cancel">${t.cancel}</button> <button type="submit" name="action" value="timeout">${t.timeout}</button></p></form>`
    : `<p role="status">${t.closed}</p>`;
  return `<!doctype html><html lang="${lang.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title>
<style>body{font:1.05rem/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}button{font:inherit;padding:.6rem 1rem;margin:.25rem 0}ul{list-style:none;padding:0}li{margin:.4rem 0}fieldset{border:1px solid #767676;padding:.5rem 1rem}</style></head>
<body><main><h1>${t.title}</h1><dl><dt>${t.amount}</dt><dd data-testid="gateway-amount">${escape(amount)}</dd><dt>${t.order}</dt><dd>${escape(tx.orderRef)}</dd></dl>${body}</main></body></html>`;
}
