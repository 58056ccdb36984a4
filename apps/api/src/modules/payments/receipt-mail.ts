// The receipt of a paid order, in the language the buyer ordered in.
import { findPaymentProduct, formatRupiah, formatWibDateLong } from '@jenjang/domain';
import type { MailMessage } from '../../platform/mailer';
import { compose } from '../mail/compose-mail';
import type { OrderRow } from './orders.queries';

const METHOD_WORDS: Record<string, { id: string; en: string }> = {
  qris: { id: 'QRIS', en: 'QRIS' },
  virtualAccount: { id: 'Virtual account', en: 'Virtual account' },
  eWallet: { id: 'Dompet digital', en: 'E-wallet' },
  card: { id: 'Kartu kredit/debit', en: 'Credit/debit card' },
  other: { id: 'Lainnya', en: 'Other' },
};

export function receiptMail(input: {
  to: string;
  name: string;
  order: OrderRow;
  orderUrl: string;
}): MailMessage {
  const { order } = input;
  const en = order.locale === 'en';
  const product = findPaymentProduct(order.productId);
  const item = product ? product.name[en ? 'en' : 'idn'] : order.productId;
  const method = order.paymentMethod ? METHOD_WORDS[order.paymentMethod] : undefined;
  const paidAt = order.paidAt ? formatWibDateLong(order.paidAt, en ? 'en' : 'idn') : '';
  const lines = en
    ? [
        'Thank you, your payment has been received.',
        `Item: ${item}`,
        ...(order.fee > 0
          ? [`Price: ${formatRupiah(order.price)}`, `Fee: ${formatRupiah(order.fee)}`]
          : []),
        `Total paid: ${formatRupiah(order.amount)}`,
        ...(method ? [`Method: ${method.en}`] : []),
        `Paid at: ${paidAt} WIB`,
        `Order number: ${order.id}`,
        ...(order.credits > 0 ? [`${order.credits} credit(s) were added to your balance.`] : []),
      ]
    : [
        'Terima kasih, pembayaranmu sudah kami terima.',
        `Item: ${item}`,
        ...(order.fee > 0
          ? [`Harga: ${formatRupiah(order.price)}`, `Biaya: ${formatRupiah(order.fee)}`]
          : []),
        `Total dibayar: ${formatRupiah(order.amount)}`,
        ...(method ? [`Metode: ${method.id}`] : []),
        `Dibayar pada: ${paidAt} WIB`,
        `Nomor pesanan: ${order.id}`,
        ...(order.credits > 0 ? [`${order.credits} kredit sudah ditambahkan ke saldomu.`] : []),
      ];
  return compose(input.to, {
    subject: en ? `Receipt: ${item}` : `Bukti pembayaran: ${item}`,
    greeting: en ? `Hi ${input.name},` : `Halo ${input.name},`,
    lines,
    links: [{ label: en ? 'See your order' : 'Lihat pesanan', url: input.orderUrl }],
    footer: en
      ? 'Keep this mail as your proof of payment.'
      : 'Simpan email ini sebagai bukti pembayaran.',
  });
}
