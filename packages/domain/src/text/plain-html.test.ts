import { describe, expect, it } from 'vitest';
import { htmlToPlainText, plainTextToHtml, slugify } from './plain-html';

describe('plain text and job HTML', () => {
  it('writes paragraphs and lists, escaping everything typed, and reads them back', () => {
    const text = 'Halo <b>semua</b> & "kamu".\nBaris dua.\n\n- Satu\n- Dua';
    const html = plainTextToHtml(text);
    expect(html).toBe(
      '<p>Halo &lt;b&gt;semua&lt;/b&gt; &amp; &quot;kamu&quot;.<br>Baris dua.</p><ul><li>Satu</li><li>Dua</li></ul>',
    );
    expect(htmlToPlainText(html)).toBe(text);
    expect(plainTextToHtml('  \n\n ')).toBe('');
  });

  it('makes URL parts', () => {
    expect(slugify('Kopi Kenangan Café & Co.')).toBe('kopi-kenangan-cafe-co');
    expect(slugify('!!!')).toBe('x');
  });
});
