// Pure text helpers for editorial content (articles, video lessons; spec landing §3 "Article", §9
// "Article title truncated at 100 characters"). No I/O, no React.
//
// - truncateText: a short form of a title for cards, cut on a word boundary when possible.
// - parseArticleBody: the plain-text article format of the demo data (seeds/content.ts) as blocks
//   the page renders as React elements, never as HTML.
// A lesson's length as text (mm:ss, ISO 8601) is display formatting: app/lib/format.ts.

/** spec landing §9: an article title is shown with at most this many characters. */
export const ARTICLE_TITLE_MAX_LENGTH = 100;
export const ELLIPSIS = '…';

/** Below this share of the limit a word boundary is not worth it: the text is cut mid-word instead. */
const MIN_WORD_CUT_SHARE = 0.6;

type Segmenter = { segment(input: string): Iterable<{ segment: string }> };
let graphemeSegmenter: Segmenter | null | undefined;

/**
 * The user-perceived characters (grapheme clusters) of a text, so that an emoji with modifiers, a
 * flag or a letter with combining marks is never split; code points where Intl.Segmenter is missing.
 */
export function graphemes(text: string): string[] {
  if (graphemeSegmenter === undefined) {
    const Ctor = (Intl as unknown as { Segmenter?: new (locale?: string, options?: { granularity: 'grapheme' }) => Segmenter }).Segmenter;
    graphemeSegmenter = Ctor ? new Ctor(undefined, { granularity: 'grapheme' }) : null;
  }
  if (!graphemeSegmenter) return Array.from(text);
  const parts: string[] = [];
  for (const { segment } of graphemeSegmenter.segment(text)) parts.push(segment);
  return parts;
}

const isSpace = (g: string) => /^\s+$/u.test(g);
/** Left at the end of a cut these read badly before an ellipsis ("Reksa dana:…"). */
const TRAILING_PUNCTUATION = /[\s,;:.\-–—/(]+$/u;

/**
 * `text` with at most `max` characters (grapheme clusters), the ellipsis included. Longer text is
 * cut at the last space that keeps at least 60% of the limit, else at the limit itself; spaces and
 * dangling punctuation before the ellipsis are dropped. Surrounding whitespace is trimmed first.
 */
export function truncateText(text: string, max: number = ARTICLE_TITLE_MAX_LENGTH): string {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`truncateText: max must be a positive integer, got ${max}`);
  const trimmed = text.trim();
  const chars = graphemes(trimmed);
  if (chars.length <= max) return trimmed;

  const room = max - 1; // one character for the ellipsis
  let cut = room;
  if (!isSpace(chars[room]!)) {
    // The cut falls inside a word: go back to the space before it, unless that loses too much.
    let space = -1;
    for (let i = room - 1; i > 0; i--) {
      if (isSpace(chars[i]!)) {
        space = i;
        break;
      }
    }
    if (space >= Math.ceil(max * MIN_WORD_CUT_SHARE)) cut = space;
  }
  const head = chars.slice(0, cut).join('').replace(TRAILING_PUNCTUATION, '');
  return `${head || chars.slice(0, room).join('')}${ELLIPSIS}`;
}

/** One block of an article body. */
export type ArticleBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

const HEADING_PREFIX = '## ';
const LIST_PREFIX = '- ';

/**
 * The plain-text article format (seeds/content.ts): blocks separated by a blank line; a block
 * starting with "## " is a subheading (its other lines, if any, follow as their own blocks); lines
 * starting with "- " are list items, consecutive ones one list; other consecutive lines are one
 * paragraph (joined with a space). Text stays text: nothing here is markup.
 */
export function parseArticleBody(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const chunks = content.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  for (const chunk of chunks) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length > 0) blocks.push({ kind: 'list', items: list });
      list = [];
    };
    lines.forEach((line, i) => {
      if (i === 0 && (line.startsWith(HEADING_PREFIX) || line === HEADING_PREFIX.trim())) {
        const text = line.slice(HEADING_PREFIX.length).trim();
        if (text) blocks.push({ kind: 'heading', text });
      } else if (line.startsWith(LIST_PREFIX) || line === '-') {
        flushParagraph();
        const item = line.slice(1).trim();
        if (item) list.push(item);
      } else {
        flushList();
        paragraph.push(line);
      }
    });
    flushParagraph();
    flushList();
  }
  return blocks;
}
