// A small CSV reader for the NAV import (`nav:import`, docs/decisions/008-nav-import-and-publish.md).
// No CSV library is installed and the format is simple, so this reads RFC 4180 with two
// allowances Indonesian spreadsheets need: the delimiter is a semicolon when the header line has
// one (Excel in the Indonesian locale writes "1.234,5678;..." because the comma is the decimal
// separator), else a comma; fields may be quoted ("1.234,5678" in a comma file), with "" for a
// quote inside. Line endings LF or CRLF, a UTF-8 byte-order mark is dropped, blank lines skipped.
// Each row keeps the line number it starts on, for the import's report.

export type CsvRow = { line: number; fields: string[] } | { line: number; error: string };

export function detectDelimiter(text: string): ',' | ';' {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  // Outside quotes only: a quoted "1.234,5678" in a semicolon file must not decide it.
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

export function parseCsv(input: string, delimiter: ',' | ';' = detectDelimiter(input)): CsvRow[] {
  const text = input.replace(/^\uFEFF/, '');
  const rows: CsvRow[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const startLine = line;
    const fields: string[] = [];
    let field = '';
    let error: string | null = null;
    let endOfRow = false;
    let fieldStart = true;
    while (!endOfRow && i < text.length) {
      const char = text[i]!;
      if (fieldStart && char === '"') {
        // A quoted field: up to the closing quote, "" is a quote, newlines belong to the field.
        i++;
        let closed = false;
        while (i < text.length) {
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            closed = true;
            i++;
            break;
          }
          if (c === '\n') line++;
          field += c;
          i++;
        }
        if (!closed) {
          error = 'a quoted field is not closed';
          i = text.length;
          break;
        }
        // Only a delimiter or the end of the line may follow the closing quote.
        const next = text[i];
        if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r') {
          error = 'text after a closing quote';
          while (i < text.length && text[i] !== '\n') i++;
        }
        fieldStart = false;
        continue;
      }
      fieldStart = false;
      if (char === delimiter) {
        fields.push(field);
        field = '';
        fieldStart = true;
        i++;
      } else if (char === '\r' && text[i + 1] === '\n') {
        i += 2;
        endOfRow = true;
      } else if (char === '\n') {
        i++;
        endOfRow = true;
      } else {
        if (char === '"' && !error) error = 'a quote inside an unquoted field';
        field += char;
        i++;
      }
    }
    fields.push(field);
    line++;
    if (error) rows.push({ line: startLine, error });
    else if (!(fields.length === 1 && fields[0]!.trim() === '')) rows.push({ line: startLine, fields });
  }
  return rows;
}
