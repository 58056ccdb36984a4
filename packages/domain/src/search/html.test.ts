import { describe, expect, it } from 'vitest';
import { stripHtml } from './html';
import { normalize } from './normalize';

describe('stripHtml', () => {
  it.each([
    ['<ul><li>Admin</li><li>Gudang</li></ul>', 'admin gudang'],
    ['<p>Kirim <strong>CV</strong><br/>ke HRD</p>', 'kirim cv ke hrd'],
    ['R&amp;D &amp; QA', 'r d qa'],
    ['Caf&eacute; &#233; &#xE9; &nbsp;kopi', 'cafe e e kopi'],
    ['gaji < 5 juta > 3 juta', 'gaji 5 juta 3 juta'],
    ['<script>alert("x")</script>Admin<style>p{color:red}</style>', 'admin'],
    ['<!-- draft -->Admin', 'admin'],
    ['&lt;b&gt;bold&lt;/b&gt;', 'b bold b'],
    ['&#0; &#xD800; &#9999999; &unknown; admin', 'admin'],
  ])('%j → %j after normalising', (html, words) => {
    expect(normalize(stripHtml(html))).toBe(words);
  });
});
