import { describe, expect, it } from 'vitest';
import { ARTICLE_TITLE_MAX_LENGTH, ELLIPSIS, graphemes, parseArticleBody, truncateText } from './text';

const word = (n: number, letter = 'a') => letter.repeat(n);
/** Words of 9 letters and a space: "aaaaaaaaa bbbbbbbbb …", `length` characters in all. */
const words = (length: number) =>
  Array.from({ length: Math.ceil(length / 10) }, (_, i) => word(9, String.fromCharCode(97 + (i % 26))))
    .join(' ')
    .slice(0, length);

describe('truncateText (spec landing §9: article title at most 100 characters)', () => {
  const emojiFamily = '👨‍👩‍👧‍👦';
  const flag = '🇮🇩';
  const cases: Array<{ name: string; input: string; expected: string }> = [
    { name: 'empty', input: '', expected: '' },
    { name: 'short title unchanged', input: 'Apa Itu Reksa Dana?', expected: 'Apa Itu Reksa Dana?' },
    { name: 'under the limit (99)', input: words(99), expected: words(99) },
    { name: 'exactly at the limit (100)', input: words(100), expected: words(100) },
    { name: 'surrounding whitespace trimmed, then measured', input: `  ${words(100)}  `, expected: words(100) },
    {
      // 106 characters; the word of b's straddles the limit: cut before it.
      name: 'over the limit (101+): cut at the last space before the limit',
      input: `${word(95)} ${word(10, 'b')}`,
      expected: `${word(95)}${ELLIPSIS}`,
    },
    { name: 'one over the limit, whole words', input: words(101), expected: `${words(99)}${ELLIPSIS}` },
    {
      name: 'over the limit with a space exactly where the ellipsis goes: no word is lost',
      input: `${word(99)} ${word(20, 'b')}`,
      expected: `${word(99)}${ELLIPSIS}`,
    },
    {
      name: 'no word boundary at all: hard cut at 99 plus the ellipsis',
      input: word(150),
      expected: `${word(99)}${ELLIPSIS}`,
    },
    {
      name: 'only an early space (under 60% of the limit): hard cut rather than a stub',
      input: `Reksa ${word(150)}`,
      expected: `Reksa ${word(93)}${ELLIPSIS}`,
    },
    {
      name: 'dangling punctuation before the cut is dropped',
      input: `${word(70)}: ${word(10, 'b')}, ${word(40, 'c')}`,
      expected: `${word(70)}: ${word(10, 'b')}${ELLIPSIS}`,
    },
    {
      name: 'emoji count as one character each and are never split',
      input: `${emojiFamily.repeat(60)} ${flag.repeat(60)}`,
      expected: `${emojiFamily.repeat(60)}${ELLIPSIS}`,
    },
    {
      name: 'a run of emoji without spaces is cut between graphemes',
      input: flag.repeat(120),
      expected: `${flag.repeat(99)}${ELLIPSIS}`,
    },
    {
      name: 'combining marks stay on their letter',
      input: 'e\u0301'.repeat(120),
      expected: `${'e\u0301'.repeat(99)}${ELLIPSIS}`,
    },
    {
      name: 'an Indonesian title over the limit',
      input:
        'Panduan Lengkap Mengenal Reksa Dana Pasar Uang, Pendapatan Tetap, Campuran, dan Saham untuk Investor Pemula di Indonesia',
      // "Investor" would end at character 101: the cut goes before it.
      expected: `Panduan Lengkap Mengenal Reksa Dana Pasar Uang, Pendapatan Tetap, Campuran, dan Saham untuk${ELLIPSIS}`,
    },
  ];

  it.each(cases)('$name', ({ input, expected }) => {
    const result = truncateText(input);
    expect(result).toBe(expected);
    expect(graphemes(result).length).toBeLessThanOrEqual(ARTICLE_TITLE_MAX_LENGTH);
    // Never a lone surrogate (a split emoji) in the result.
    expect(result).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('takes another limit, and refuses a limit that is not a positive integer', () => {
    expect(truncateText('Reksa dana pasar uang', 12)).toBe(`Reksa dana${ELLIPSIS}`);
    // The only space would keep under 60% of 10: a hard cut.
    expect(truncateText('Reksa dana pasar uang', 10)).toBe(`Reksa dan${ELLIPSIS}`);
    expect(truncateText('abc', 1)).toBe(ELLIPSIS);
    expect(() => truncateText('abc', 0)).toThrow(RangeError);
    expect(() => truncateText('abc', 2.5)).toThrow(RangeError);
  });
});

describe('parseArticleBody (seeds/content.ts plain-text format)', () => {
  it('reads paragraphs, subheadings and lists', () => {
    const body = [
      'Reksa dana adalah wadah.',
      '## Tiga pihak',
      '- Investor: kamu.\n- Manajer investasi.\n- Bank kustodian.',
      'Pemisahan peran ini penting.\nBaris kedua paragraf yang sama.',
    ].join('\n\n');
    expect(parseArticleBody(body)).toEqual([
      { kind: 'paragraph', text: 'Reksa dana adalah wadah.' },
      { kind: 'heading', text: 'Tiga pihak' },
      { kind: 'list', items: ['Investor: kamu.', 'Manajer investasi.', 'Bank kustodian.'] },
      { kind: 'paragraph', text: 'Pemisahan peran ini penting. Baris kedua paragraf yang sama.' },
    ]);
  });

  it('splits a block that mixes an intro line, list items and a closing line', () => {
    expect(parseArticleBody('Contohnya:\n- satu\n- dua\nLalu selesai.')).toEqual([
      { kind: 'paragraph', text: 'Contohnya:' },
      { kind: 'list', items: ['satu', 'dua'] },
      { kind: 'paragraph', text: 'Lalu selesai.' },
    ]);
  });

  it('keeps lines after a heading in the same block as their own blocks', () => {
    expect(parseArticleBody('## Judul\nIsi paragraf.\n- butir')).toEqual([
      { kind: 'heading', text: 'Judul' },
      { kind: 'paragraph', text: 'Isi paragraf.' },
      { kind: 'list', items: ['butir'] },
    ]);
  });

  it('tolerates CRLF, extra blank lines, whitespace-only lines and empty markers', () => {
    expect(parseArticleBody('\r\n\r\nSatu.\r\n \r\n\r\n## \r\n\r\n-\r\n- dua\r\n')).toEqual([
      { kind: 'paragraph', text: 'Satu.' },
      { kind: 'list', items: ['dua'] },
    ]);
    expect(parseArticleBody('')).toEqual([]);
  });

  it('leaves markup as text: "##" inside a paragraph and HTML are just characters', () => {
    expect(parseArticleBody('Tanda ## di tengah <b>bukan</b> markup.')).toEqual([
      { kind: 'paragraph', text: 'Tanda ## di tengah <b>bukan</b> markup.' },
    ]);
  });
});
