// The prospectus and the fund fact sheet of a demo fund: real, small PDF files (pdf-lib, standard
// Helvetica) holding the fund's facts, stored in fund_documents.content and downloaded from the
// fund page (spec funds §2.2 "Prospectus and fund fact sheet download links").
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface DocumentSection {
  heading: string;
  /** Paragraphs, wrapped to the page width. */
  paragraphs?: readonly string[];
  /** Label and value rows. */
  rows?: ReadonlyArray<readonly [string, string]>;
}

export interface DocumentContent {
  title: string;
  subtitle: string;
  sections: readonly DocumentSection[];
  footer: string;
  /** Creation date written into the file (pdf-lib would stamp the current time: not deterministic). */
  date: Date;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 50;
const BODY_SIZE = 10;
const LINE = 14;
const LABEL_WIDTH = 190;
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
  pdf.setCreator('Celengan demo data');
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
    y -= 10;
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    p.drawText(printable(`${content.footer}  |  Halaman ${i + 1} dari ${pages.length}`), {
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
