// @vitest-environment happy-dom
/**
 * The receipts of card payments (issue 33), against a mocked API: a paid row of the transactions
 * list has a real link to its receipt, the others none; following the link fetches the PDF with
 * the session and saves it under the server's name; a refusal shows the catalogue's sentence
 * beside the link.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Med24Transactions } from '../../../generated/config-types';
import { fileNameOf } from '../../../renderer/api/downloadsApi';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from '../care/careApiFake';

const { default: TransactionsScreen } = await import('../../../renderer/screens/med24/TransactionsScreen');

const TRANSACTIONS: Med24Transactions = { transactions: [
  { orderRef: 'sub-2', subscriptionUuid: 'u-1', productName: 'Premium', amountHuf: 8990, status: 'failed', createdAt: '2026-11-20T09:00:00.000Z' },
  { orderRef: 'sub-1', subscriptionUuid: 'u-1', productName: 'Premium', amountHuf: 8990, status: 'succeeded', cardMask: 'xxxx-0425', createdAt: '2026-10-20T09:00:00.000Z', confirmedAt: '2026-10-20T09:01:00.000Z' },
] };
const PDF = '%PDF-1.7 receipt';

let rendered: Rendered | undefined;
let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
});

async function openTransactions(receipt: Handler) {
  const bundle = baseBundle();
  const path = '/med24/subscription/transactions';
  const route = { path, meta: bundle.routes[path]! };
  const calls: Call[] = [];
  const handlers: Record<string, Handler> = { 'GET /api/med24/transactions': () => json(TRANSACTIONS), 'GET /api/med24/transactions/sub-1/receipt': receipt };
  rendered = await renderPortal({ bundle, url: path, path, element: <TransactionsScreen route={route} />, fetchImpl: careApiFake(bundle, handlers, calls), locale: 'en' });
  await waitFor(() => rendered!.container.querySelector('[data-testid="transactions"]'));
  return { container: rendered.container, calls };
}

describe('receipt links', () => {
  it('links the paid payment\'s receipt and saves it under the server\'s name', async () => {
    const { container, calls } = await openTransactions(() => new Response(PDF, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename=payment-receipt-sub-1.pdf' } }));
    const links = container.querySelectorAll<HTMLAnchorElement>('[data-testid="receipt-download"]');
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link.closest('tr')?.getAttribute('data-order')).toBe('sub-1');
    expect(link.getAttribute('href')).toBe('/api/med24/transactions/sub-1/receipt');
    expect(link.textContent).toContain('Download (PDF)');
    await act(async () => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    await waitFor(() => saved.length > 0);
    expect(saved).toEqual([{ href: 'blob:receipt', download: 'payment-receipt-sub-1.pdf' }]);
    expect(calls.filter((c) => c.path.endsWith('/receipt'))).toHaveLength(1);
  });

  it('shows the catalogue\'s sentence when the receipt is refused', async () => {
    const { container } = await openTransactions(() => json({ code: '#404', message: 'No such paid payment' }, 404));
    const link = container.querySelector<HTMLAnchorElement>('[data-testid="receipt-download"]')!;
    await act(async () => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    const alert = await waitFor(() => container.querySelector('[data-testid="receipt-download-error"]'));
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).not.toBe('');
    expect(saved).toEqual([]);
  });
});

describe('fileNameOf', () => {
  it('reads the name of a Content-Disposition header, plain or encoded', () => {
    expect(fileNameOf('attachment; filename="a b.pdf"', '/x')).toBe('a b.pdf');
    expect(fileNameOf("attachment; filename=x.pdf; filename*=UTF-8''v%C3%A1lasz.pdf", '/x')).toBe('válasz.pdf');
    expect(fileNameOf(null, '/api/care-items/3/answer')).toBe('answer');
  });
});
