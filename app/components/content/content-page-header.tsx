// The head of a content list page (/artikel, /university): eyebrow, title, intro and the optional
// language note; and the language note alone, which the article and lesson pages place in their own
// headers. The note says when a page's content is only in Indonesian; an empty text shows nothing.
import { useT } from '~/lib/use-t';

const NOTE_CLASS = 'mt-3 text-sm text-ink-muted';

export function LanguageNote({ note, className = NOTE_CLASS }: { note: string; className?: string }) {
  if (!note) return null;
  return (
    <p role="note" className={className} data-testid="language-note">
      {note}
    </p>
  );
}

/** Texts from the content namespace's `{section}.eyebrow|title|intro|languageNote`; the h1 is `{section}-title`. */
export function ContentPageHeader({ section }: { section: 'articles' | 'university' }) {
  const { t } = useT('content');
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold tracking-wide text-brand-strong uppercase">{t(`${section}.eyebrow`)}</p>
      <h1 id={`${section}-title`} className="mt-2 text-2xl font-bold tracking-tight text-balance text-ink md:text-3xl">
        {t(`${section}.title`)}
      </h1>
      <p className="mt-2 text-ink-muted">{t(`${section}.intro`)}</p>
      <LanguageNote note={t(`${section}.languageNote`)} />
    </header>
  );
}
