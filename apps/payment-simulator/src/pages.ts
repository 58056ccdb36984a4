// The hosted payment page: what a buyer sees after the merchant sends them to the gateway. One
// form: the outcome to simulate (paid, failed, expired) and a method (QRIS, virtual account,
// e-wallet). Labels in Indonesian with English beside them; plain HTML that works without script.

export const SIMULATED_OUTCOMES = ['paid', 'failed', 'expired'] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];
export const SIMULATED_METHODS = ['qris', 'virtualAccount', 'eWallet'] as const;
export type SimulatedMethod = (typeof SIMULATED_METHODS)[number];

const OUTCOME_LABELS: Record<SimulatedOutcome, string> = {
  paid: 'Berhasil dibayar · Paid',
  failed: 'Gagal · Failed',
  expired: 'Kedaluwarsa · Expired',
};
const METHOD_LABELS: Record<SimulatedMethod, string> = {
  qris: 'QRIS',
  virtualAccount: 'Virtual Account (BCA)',
  eWallet: 'E-wallet (GoPay)',
};

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export function formatRupiah(amount: number): string {
  return `Rp${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:28rem;margin:0 auto;padding:1rem}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1rem 1.25rem;margin-top:1rem}
h1{font-size:1.25rem;margin:.25rem 0}p{margin:.25rem 0}.muted{color:#4b5563;font-size:.9rem}
.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:999px;padding:.1rem .6rem;font-size:.8rem;font-weight:600}
fieldset{border:1px solid #d1d5db;border-radius:.5rem;margin:1rem 0 0;padding:.5rem .75rem}
legend{font-weight:600;padding:0 .25rem}
label{display:flex;align-items:center;gap:.5rem;padding:.5rem 0;min-height:2.75rem;cursor:pointer}
input[type=radio]{width:1.15rem;height:1.15rem;accent-color:#1d4ed8}
button{margin-top:1rem;width:100%;min-height:2.75rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#1d4ed8}
header{background:#0f172a;color:#fff;padding:.75rem 1rem;font-weight:700}
`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header>Payment simulator · Simulasi pembayaran</header><main>${body}</main></body></html>`;
}

export function paymentPage(input: {
  gatewayLabel: string;
  merchant: string;
  orderId: string;
  itemName: string;
  amount: number;
  action: string;
  /** Set when this payment is already over: the page says so instead of offering the form. */
  finalStatus?: string;
  note?: string;
}): string {
  const summary = `<div class="card">
<p class="muted">${escapeHtml(input.gatewayLabel)} · ${escapeHtml(input.merchant)}</p>
<h1>${escapeHtml(input.itemName)}</h1>
<p class="amount">${formatRupiah(input.amount)}</p>
<p class="muted">Order ID: <span data-testid="order-id">${escapeHtml(input.orderId)}</span></p>
<p><span class="badge">Sandbox</span></p></div>`;
  if (input.finalStatus) {
    return layout(
      'Pembayaran · Payment',
      `${summary}<div class="card" role="status"><p>Status: <strong>${escapeHtml(input.finalStatus)}</strong></p></div>`,
    );
  }
  const radios = <T extends string>(
    name: string,
    values: readonly T[],
    labels: Record<T, string>,
  ) =>
    values
      .map(
        (value, index) =>
          `<label><input type="radio" name="${name}" value="${value}"${index === 0 ? ' checked' : ''}> ${escapeHtml(labels[value])}</label>`,
      )
      .join('');
  return layout(
    'Pembayaran · Payment',
    `${summary}${input.note ? `<div class="card" role="alert"><p>${escapeHtml(input.note)}</p></div>` : ''}
<form class="card" method="post" action="${escapeHtml(input.action)}">
<fieldset><legend>Hasil pembayaran · Outcome</legend>${radios('outcome', SIMULATED_OUTCOMES, OUTCOME_LABELS)}</fieldset>
<fieldset><legend>Metode pembayaran · Method</legend>${radios('method', SIMULATED_METHODS, METHOD_LABELS)}</fieldset>
<button type="submit">Bayar sekarang · Pay now</button>
</form>`,
  );
}
