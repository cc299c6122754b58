// The text of a PDF, for tests that read what a downloaded statement says (issue 18: "pdf text extraction in the
// test"). pdf-parse 2 (PDF.js underneath), a dev dependency.
import { PDFParse } from 'pdf-parse';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
