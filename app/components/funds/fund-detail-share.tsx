// Share popup (spec funds §2.2, §4.5 share targets): copy link, WhatsApp, Facebook, X. A popover
// opened by its button, so it works without JavaScript; the share links are plain links, and the
// copy button (which needs the clipboard API) appears once the popup is first opened with JavaScript. A success toast
// fades after 3000 ms (spec §9; ui/copy-button.tsx useClipboardCopy).
import { useState } from 'react';
import { useT } from '~/lib/use-t';
import { ShareIcon } from '~/components/ui/fund-icons';
import { useClipboardCopy } from '~/components/ui/copy-button';
import { StaticMarkup } from '~/components/ui/static-markup';

export function ShareButton({ url, fundName }: { url: string; fundName: string }) {
  const { t, i18n } = useT('fundDetail');
  // The popup's links are the same for every visitor of the page: static markup until the button
  // is first pressed, then live (the copy button needs the clipboard API and a handler).
  const [live, setLive] = useState(false);
  const { canCopy, outcome, copy } = useClipboardCopy();
  const toast = outcome === 'copied' ? t('shareDialog.copied') : outcome === 'failed' ? t('shareDialog.copyFailed') : null;
  return (
    <>
      <button
        type="button"
        popoverTarget="share-popup"
        onClick={() => setLive(true)}
        className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink-muted hover:text-brand"
        aria-label={t('share')}
        data-testid="share-button"
      >
        <ShareIcon size={20} />
      </button>
      <div
        id="share-popup"
        popover="auto"
        role="dialog"
        aria-labelledby="share-popup-title"
        className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-[var(--radius-card)] border border-line bg-surface p-5 text-ink shadow-xl backdrop:bg-ink/40"
        data-testid="share-popup"
      >
        {live ? (
          <ShareContent url={url} fundName={fundName} onCopy={canCopy ? () => void copy(url) : null} />
        ) : (
          <StaticMarkup cacheKey={`share:${i18n.language}:${fundName}:${url}`}>
            <ShareContent url={url} fundName={fundName} onCopy={null} />
          </StaticMarkup>
        )}
        <p role="status" className="mt-2 min-h-5 text-sm font-semibold text-brand" data-testid="share-toast">
          {toast}
        </p>
      </div>
    </>
  );
}

function ShareContent({ url, fundName, onCopy }: { url: string; fundName: string; onCopy: (() => void) | null }) {
  const { t } = useT('fundDetail');
  const text = t('shareDialog.text', { name: fundName });
  const encodedUrl = encodeURIComponent(url);
  const targets = [
    { id: 'whatsapp', label: t('shareDialog.whatsapp'), href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { id: 'facebook', label: t('shareDialog.facebook'), href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { id: 'x', label: t('shareDialog.x'), href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodedUrl}` },
  ];
  return (
    <>
      <h2 id="share-popup-title" className="text-lg font-semibold">
        {t('shareDialog.title')}
      </h2>
      <label className="mt-3 block text-sm text-ink-muted" htmlFor="share-url">
        {t('shareDialog.linkLabel')}
      </label>
      <input id="share-url" readOnly value={url} className="field-input mt-1 text-sm" />
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {onCopy ? (
          <li>
            <button type="button" onClick={onCopy} className="btn-primary w-full" data-testid="share-copy">
              {t('shareDialog.copy')}
            </button>
          </li>
        ) : null}
        {targets.map((target) => (
          <li key={target.id}>
            <a href={target.href} target="_blank" rel="noopener noreferrer" className="btn-secondary w-full" data-testid={`share-${target.id}`}>
              {target.label}
              <span className="sr-only"> {t('shareDialog.newWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-end">
        <button type="button" popoverTarget="share-popup" popoverTargetAction="hide" className="btn-ghost">
          {t('info.close')}
        </button>
      </div>
    </>
  );
}
