/**
 * Words too common to help a job search, dropped after synonym phrases are found (so 'kerja dari
 * rumah' and 'work from home' still match as phrases) and before stemming.
 *
 * Deliberately NOT stopwords, because job searches use them: kerja, rumah, baru (lulusan baru),
 * waktu / penuh / paruh (penuh waktu), lepas (pekerja lepas), jarak / jauh (jarak jauh), tenaga,
 * bahasa, layanan, sumber / daya / manusia (SDM), luar (luar kota), ibu (ibu rumah tangga), usia,
 * pria, wanita, minimal, segera, mampu, mau, and in English: go (Go language), c, r, pm.
 * 'it' and 'be' ARE stopwords in running text; as titles or queries ('IT Support', 'BE') the
 * synonym groups pick them up before stopwords are dropped.
 */

/** Indonesian function words, including common chat abbreviations (yg, utk, dgn, tdk). */
// prettier-ignore
export const INDONESIAN_STOPWORDS: readonly string[] = [
  'ada', 'adalah', 'adanya', 'agak', 'agar', 'akan', 'aku', 'anda', 'antara', 'apa', 'apabila',
  'apakah', 'apalagi', 'apapun', 'atas', 'atau', 'ataupun', 'bagai', 'bagaimana', 'bagi',
  'bahkan', 'bahwa', 'baik', 'banyak', 'beberapa', 'begitu', 'belum', 'berapa', 'berbagai',
  'beserta', 'betapa', 'biasanya', 'bila', 'bisa', 'boleh', 'bukan', 'dalam', 'dan', 'dapat',
  'dari', 'daripada', 'deh', 'demi', 'demikian', 'dengan', 'dgn', 'di', 'dia', 'dimana', 'dll',
  'dong', 'dr', 'dsb', 'dst', 'ga', 'gak', 'hal', 'hanya', 'harus', 'hingga', 'ia', 'ialah',
  'ini', 'itu', 'jadi', 'jg', 'jika', 'juga', 'kah', 'kalau', 'kami', 'kamu', 'kan', 'kapan',
  'karena', 'ke', 'kecuali', 'kenapa', 'kepada', 'ketika', 'kini', 'kita', 'kok', 'krn', 'lagi',
  'lah', 'lain', 'lainnya', 'lalu', 'lebih', 'maka', 'mana', 'manapun', 'masih', 'masing',
  'maupun', 'melainkan', 'melalui', 'memang', 'mengapa', 'mereka', 'nah', 'namun', 'nanti',
  'nggak', 'nya', 'oleh', 'pada', 'padahal', 'para', 'per', 'pula', 'pun', 'saat', 'saja',
  'salah', 'sama', 'sambil', 'sampai', 'sangat', 'saya', 'sbg', 'se', 'sebab', 'sebagai',
  'sebagaimana', 'sebelum', 'sebuah', 'secara', 'sedang', 'sedangkan', 'segala', 'sehingga',
  'sejak', 'sekali', 'sekaligus', 'sekitar', 'selain', 'selalu', 'selama', 'seluruh', 'semua',
  'sendiri', 'seolah', 'seperti', 'serta', 'sesuai', 'sesuatu', 'setelah', 'setiap', 'sih',
  'sini', 'siapa', 'situ', 'suatu', 'sudah', 'supaya', 'tanpa', 'tapi', 'tdk', 'telah',
  'tentang', 'terhadap', 'termasuk', 'tersebut', 'tetapi', 'tiap', 'tidak', 'toh', 'tsb',
  'untuk', 'utk', 'walau', 'walaupun', 'ya', 'yaitu', 'yakni', 'yang', 'yg', 'yth',
  // Company-form words: every employer is a PT; a query for 'PT Telkom' means 'telkom'.
  'pt', 'tbk',
];

/** English function words (the common Snowball list, minus words that are job terms). */
// prettier-ignore
export const ENGLISH_STOPWORDS: readonly string[] = [
  'a', 'about', 'above', 'after', 'again', 'against', 'all', 'also', 'am', 'an', 'and', 'any',
  'are', 'as', 'at', 'be', 'because', 'been', 'before', 'being', 'below', 'between', 'both',
  'but', 'by', 'can', 'could', 'did', 'do', 'does', 'doing', 'during', 'each', 'eg', 'etc',
  'few', 'for', 'from', 'further', 'had', 'has', 'have', 'having', 'he', 'her', 'here', 'hers',
  'herself', 'him', 'himself', 'his', 'how', 'i', 'ie', 'if', 'in', 'into', 'is', 'it', 'its',
  'itself', 'just', 'may', 'me', 'might', 'more', 'most', 'must', 'my', 'myself', 'no', 'nor',
  'not', 'of', 'off', 'on', 'once', 'only', 'or', 'other', 'our', 'ours', 'ourselves', 'out',
  'over', 'own', 'same', 'shall', 'she', 'should', 'so', 'some', 'such', 'than', 'that', 'the',
  'their', 'theirs', 'them', 'themselves', 'then', 'there', 'these', 'they', 'this', 'those',
  'through', 'to', 'too', 'under', 'until', 'up', 'us', 'very', 'via', 'was', 'we', 'were',
  'what', 'when', 'where', 'which', 'while', 'who', 'whom', 'why', 'will', 'with', 'within',
  'would', 'you', 'your', 'yours', 'yourself', 'yourselves',
];

export const STOPWORDS: ReadonlySet<string> = new Set([
  ...INDONESIAN_STOPWORDS,
  ...ENGLISH_STOPWORDS,
]);

export function isStopword(token: string): boolean {
  return STOPWORDS.has(token);
}
