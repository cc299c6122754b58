// Plain A4 documents with pdf-lib and the standard Helvetica: a title, sections of paragraphs, label/value rows and
// tables (a header row repeated on each page, columns aligned left or right), a footer with page numbers. Used for
// the demo funds' prospectus and fact sheet (spec funds §2.2; seeds/seed.ts) and the investor's e-statement and tax
// report (issue 18 items 1, 2). Text that Helvetica's WinAnsi cannot draw is replaced, never an error.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface DocumentTable {
  /** Header cells; `width` is a share of the text width (the shares are scaled to fill it). */
  columns: ReadonlyArray<{ header: string; width: number; align?: 'left' | 'right' }>;
  rows: ReadonlyArray<ReadonlyArray<string>>;
  /** Rows drawn in bold (totals), by index. */
  boldRows?: ReadonlySet<number>;
}

export interface DocumentSection {
  heading: string;
  /** Paragraphs, wrapped to the page width. */
  paragraphs?: readonly string[];
  /** Label and value rows. */
  rows?: ReadonlyArray<readonly [string, string]>;
  /** Tables, after the rows. */
  tables?: readonly DocumentTable[];
}

export interface DocumentContent {
  title: string;
  subtitle: string;
  sections: readonly DocumentSection[];
  footer: string;
  /** The page number in the footer, e.g. (1, 3) => "Halaman 1 dari 3"; Indonesian by default. */
  pageLabel?: (page: number, pages: number) => string;
  /** Creation date written into the file (pdf-lib would stamp the current time: not deterministic). */
  date: Date;
  /** Document properties: the author (an issuer) and the creator; "Celengan" by default. */
  author?: string;
  creator?: string;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 50;
const BODY_SIZE = 10;
const LINE = 14;
const LABEL_WIDTH = 190;
const TABLE_SIZE = 8;
const TABLE_LINE = 10;
const INK = rgb(0.12, 0.16, 0.22);
const ACCENT = rgb(0.05, 0.45, 0.35);

/** Helvetica's WinAnsi encoding cannot draw every character; keep the text printable. */
function printable(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[\u2264]/g, '<=')
    .replace(/[\u2265]/g, '>=')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderDocument(content: DocumentContent): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(content.title));
  pdf.setSubject(printable(content.subtitle));
  pdf.setProducer('Celengan');
  pdf.setCreator(content.creator ?? 'Celengan');
  if (content.author) pdf.setAuthor(printable(content.author));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * MARGIN;

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const ensureRoom = (height: number) => {
    if (y - height < MARGIN + 20) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
  };
  const draw = (text: string, options: { font?: PDFFont; size?: number; x?: number; color?: typeof INK }) => {
    page.drawText(printable(text), {
      x: options.x ?? MARGIN,
      y,
      size: options.size ?? BODY_SIZE,
      font: options.font ?? regular,
      color: options.color ?? INK,
    });
  };

  for (const line of wrap(content.title, bold, 18, textWidth)) {
    draw(line, { font: bold, size: 18, color: ACCENT });
    y -= 24;
  }
  draw(content.subtitle, { size: 11 });
  y -= 28;

  for (const section of content.sections) {
    ensureRoom(LINE * 3);
    draw(section.heading, { font: bold, size: 12, color: ACCENT });
    y -= LINE + 4;
    for (const paragraph of section.paragraphs ?? []) {
      for (const line of wrap(paragraph, regular, BODY_SIZE, textWidth)) {
        ensureRoom(LINE);
        draw(line, {});
        y -= LINE;
      }
      y -= 4;
    }
    for (const [label, value] of section.rows ?? []) {
      const labelLines = wrap(label, bold, BODY_SIZE, LABEL_WIDTH - 10);
      const valueLines = wrap(value, regular, BODY_SIZE, textWidth - LABEL_WIDTH);
      const height = Math.max(labelLines.length, valueLines.length);
      ensureRoom(LINE * height);
      const top = y;
      labelLines.forEach((line, i) => {
        y = top - i * LINE;
        draw(line, { font: bold });
      });
      valueLines.forEach((line, i) => {
        y = top - i * LINE;
        draw(line, { x: MARGIN + LABEL_WIDTH });
      });
      y = top - height * LINE;
    }
    for (const table of section.tables ?? []) {
      const share = table.columns.reduce((sum, column) => sum + column.width, 0);
      const widths = table.columns.map((column) => (column.width / share) * textWidth);
      const drawRow = (cells: ReadonlyArray<string>, font: PDFFont) => {
        const cellLines = cells.map((cell, i) => wrap(cell, font, TABLE_SIZE, widths[i]! - 6));
        const height = Math.max(1, ...cellLines.map((lines) => lines.length));
        const top = y;
        let x = MARGIN;
        cellLines.forEach((lines, i) => {
          const right = table.columns[i]?.align === 'right';
          lines.forEach((line, j) => {
            const width = font.widthOfTextAtSize(line, TABLE_SIZE);
            page.drawText(line, { x: right ? x + widths[i]! - 3 - width : x, y: top - j * TABLE_LINE, size: TABLE_SIZE, font, color: INK });
          });
          x += widths[i]!;
        });
        y = top - height * TABLE_LINE - 3;
        return height;
      };
      const header = table.columns.map((column) => column.header);
      const headerHeight = Math.max(...header.map((cell, i) => wrap(cell, bold, TABLE_SIZE, widths[i]! - 6).length));
      ensureRoom(TABLE_LINE * (headerHeight + 2));
      drawRow(header, bold);
      table.rows.forEach((row, index) => {
        const font = table.boldRows?.has(index) ? bold : regular;
        const height = Math.max(1, ...row.map((cell, i) => wrap(cell, font, TABLE_SIZE, widths[i]! - 6).length));
        if (y - height * TABLE_LINE < MARGIN + 20) {
          page = pdf.addPage([PAGE.width, PAGE.height]);
          y = PAGE.height - MARGIN;
          drawRow(header, bold);
        }
        drawRow(row, font);
      });
      y -= 8;
    }
    y -= 10;
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const pageLabel = content.pageLabel?.(i + 1, pages.length) ?? `Halaman ${i + 1} dari ${pages.length}`;
    p.drawText(printable(`${content.footer}  |  ${pageLabel}`), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: rgb(0.4, 0.45, 0.5),
    });
  });
  pdf.setCreationDate(content.date);
  pdf.setModificationDate(content.date);
  return Buffer.from(await pdf.save());
}
