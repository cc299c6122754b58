// Field wires label, hint and error to the input for assistive technology.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, FieldError } from './field';

const markup = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('Field', () => {
  it('labels the input and leaves it valid without errors', () => {
    const html = markup(<Field id="email" name="email" label="Email" />);
    expect(html).toContain('<label for="email"');
    expect(html).toContain('id="email"');
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('role="alert"');
  });

  it('describes the input by its hint and its error, and marks it invalid', () => {
    const html = markup(<Field id="phone" name="phone" label="HP" hint="08…" errors={['Input ini wajib diisi']} />);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="phone-hint phone-error"');
    expect(html).toContain('<p id="phone-hint"');
    expect(html).toMatch(/<p id="phone-error"[^>]*role="alert"[^>]*>Input ini wajib diisi<\/p>/);
  });

  it('keeps ids given by a form library and does not repeat them', () => {
    const html = markup(
      <Field id="f-name" label="Nama" errorId="f-name-err" aria-describedby="f-name-err f-name-desc" errors="Wajib" />,
    );
    expect(html).toContain('aria-describedby="f-name-err f-name-desc"');
    expect(html).toContain('<p id="f-name-err"');
  });

  it('honours aria-invalid from a form library even before the message renders', () => {
    expect(markup(<Field id="x" label="X" aria-invalid />)).toContain('aria-invalid="true"');
  });

  it('renders nothing for no errors', () => {
    expect(markup(<FieldError id="e" errors={[]} />)).toBe('');
    expect(markup(<FieldError id="e" errors={null} />)).toBe('');
  });
});
