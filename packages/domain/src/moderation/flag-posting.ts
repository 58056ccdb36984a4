// Finds postings that ask candidates for money or for ID-card photos: the commonest job scams in
// Indonesia ("biaya pendaftaran", "uang jaminan", "kirim foto KTP"). Called when a job is
// published (the employer's posting) and for the demo data; a flagged job waits in the admin's
// review queue. Patterns are phrases, not single words: "transfer" alone is an ordinary word in
// job texts ("transfer knowledge"), "transfer ke rekening" is not.

export const POSTING_FLAGS = ['asksForMoney', 'asksForIdCard'] as const;
export type PostingFlag = (typeof POSTING_FLAGS)[number];

export type PostingFlagMatch = { flag: PostingFlag; phrase: string };

const MONEY_PATTERNS: readonly RegExp[] = [
  /\bbiaya\s+(pendaftaran|administrasi|admin|seleksi|pelatihan|training|seragam|medical|mcu|tes|test|registrasi|interview|wawancara|pemberkasan|proses)\b/,
  /\buang\s+(jaminan|pendaftaran|administrasi|seragam|muka|deposit|pelatihan|pangkal)\b/,
  /\b(dana|deposit)\s+jaminan\b/,
  /\btransfer\s+(ke|kepada|melalui|via|dana|uang|biaya|sebesar|sejumlah)\b/,
  /\bkirim(kan)?\s+(uang|dana|biaya)\b/,
  /\b(nomor\s+)?rekening\s+(kami|perusahaan|hrd|panitia|berikut)\b/,
  /\b(wajib|harus|diwajibkan)\s+(membayar|bayar|transfer|menyetor|setor)\b/,
  /\bdikenakan\s+biaya\b/,
  /\bmembayar\s+(biaya|uang|sebesar)\b/,
  /\b(registration|application|administration|admin|processing|training|uniform|interview|medical)\s+fees?\b/,
  /\b(security|refundable|cash)\s+deposit\b/,
  /\b(pay|paying|payment\s+of)\s+(a\s+|the\s+)?(fee|deposit|rp\.?\s?\d)/,
  /\b(must|required\s+to|need\s+to|have\s+to)\s+(pay|transfer|deposit)\b/,
  /\btransfer\s+(the\s+)?(money|funds|fee|payment)\b/,
  /\bwire\s+(the\s+)?(money|funds|fee)\b/,
];

const ID_CARD_PATTERNS: readonly RegExp[] = [
  /\b(foto|scan|fotokopi|salinan|kirim(kan)?|lampirkan|upload|unggah)\s+(\w+\s+)?(ktp|e-?ktp|kartu\s+tanda\s+penduduk)\b/,
  /\b(ktp|e-?ktp)\s+(asli|dan\s+selfie|\+\s*selfie)\b/,
  /\bselfie\s+(dengan|memegang|sambil\s+memegang)\s+(ktp|e-?ktp)\b/,
  /\b(photo|picture|scan|copy|image)\s+of\s+(your\s+)?(national\s+)?id(entity)?\s*(card|\(ktp\)|ktp)\b/,
  /\b(send|upload|attach|submit)\s+(us\s+)?(your\s+)?(ktp|national\s+id\s+card|id\s+card)\b/,
  /\bselfie\s+(holding|with)\s+(your\s+)?(ktp|id\s+card|national\s+id)\b/,
];

/** The posting's text (HTML allowed) in lower case, tags removed, spaces single. */
function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** Every kind of request for money or ID cards the text makes, each with the phrase found. */
export function findPostingFlags(text: string): PostingFlagMatch[] {
  const plain = plainText(text);
  const found: PostingFlagMatch[] = [];
  const scan = (flag: PostingFlag, patterns: readonly RegExp[]) => {
    for (const pattern of patterns) {
      const match = pattern.exec(plain);
      if (match) {
        found.push({ flag, phrase: match[0] });
        return;
      }
    }
  };
  scan('asksForMoney', MONEY_PATTERNS);
  scan('asksForIdCard', ID_CARD_PATTERNS);
  return found;
}

/** The flags of a posting (empty when it asks for neither money nor ID-card photos). */
export function flagPosting(text: string): PostingFlag[] {
  return findPostingFlags(text).map((m) => m.flag);
}
