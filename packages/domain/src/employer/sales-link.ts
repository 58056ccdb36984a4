// The sales messaging-app deep link (spec section 9): a WhatsApp chat with the sales team that
// opens with an Indonesian message holding the promise of 2 free credits worth Rp699K when
// nobody answers within 30 minutes.
import {
  SALES_NO_REPLY_CREDITS_VALUE_RUPIAH,
  SALES_NO_REPLY_FREE_CREDITS,
  SALES_NO_REPLY_MINUTES,
} from '../constants';

/** Jenjang's (fictional) sales line, in the international form wa.me expects: no +, no spaces. */
export const SALES_WHATSAPP_NUMBER = '6281170000750';

/** "Rp699K": the value of the promise as the sales team writes it, in either language. */
export function salesPromiseValue(): string {
  const amount = SALES_NO_REPLY_CREDITS_VALUE_RUPIAH;
  return amount % 1000 === 0 ? `Rp${amount / 1000}K` : `Rp${amount}`;
}

export function salesPrefilledMessage(): string {
  return (
    'Halo tim Jenjang, saya ingin pasang loker gratis dan tahu lebih lanjut tentang paket ' +
    `rekrutmen. Jika tidak dibalas dalam ${SALES_NO_REPLY_MINUTES} menit, saya mendapat ` +
    `${SALES_NO_REPLY_FREE_CREDITS} kredit gratis senilai ` +
    `${salesPromiseValue()}.`
  );
}

export function salesWhatsAppLink(): string {
  return `https://wa.me/${SALES_WHATSAPP_NUMBER}?text=${encodeURIComponent(salesPrefilledMessage())}`;
}
