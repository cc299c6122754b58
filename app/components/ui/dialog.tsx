// A popup (the landing page's popups, spec landing §2 "Popups"): a native <dialog>, so that with
// JavaScript it is modal (focus moves in and stays, Escape closes, the page behind is inert) and
// without JavaScript it is still on screen and usable: the server renders it open as a fixed panel
// over a scrim, and its close controls are ordinary forms and links.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './cx';

export interface DialogProps {
  open: boolean;
  /** The dialog's title (its accessible name); rendered as its heading. */
  title: ReactNode;
  children: ReactNode;
  /** Escape or a click on the backdrop (with JavaScript); without it only the dialog's own controls close it. */
  onDismiss?: () => void;
  /** A picture above the title (decorative). */
  illustration?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

export function Dialog({ open, title, children, onDismiss, illustration, className, 'data-testid': testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // The server's open <dialog> is not modal; make it so once the page is interactive, and follow `open`.
  // Closing gives the focus back to what had it when the dialog opened (the button that opened it, WCAG
  // 2.4.3): the element goes with `open`, and a removed <dialog> does not restore focus by itself.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!dialog.matches(':modal')) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected && !dialog.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;
  return (
    <>
      {/* Without JavaScript the dialog is not modal: this scrim stands in for ::backdrop (hidden once modal). */}
      <div className="dialog-scrim" aria-hidden="true" />
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        aria-modal="true"
        className={cx('dialog', className)}
        data-testid={testId}
        onCancel={(event) => {
          // Escape: the owner decides (it saves the closing where the spec asks for it).
          event.preventDefault();
          onDismiss?.();
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the <dialog> element itself.
          if (event.target === event.currentTarget && onDismiss) onDismiss();
        }}
      >
        <div className="dialog-body">
          {illustration ? <div className="mb-4 flex justify-center">{illustration}</div> : null}
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {children}
        </div>
      </dialog>
    </>
  );
}
