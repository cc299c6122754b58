// The link of the sell, switch and move flows (issue 15 item 5: "ordinary pages that work without JavaScript,
// enhanced into a dialog with it", as the cart's CartLink): a plain link to the flow's page, which once the page runs
// JavaScript opens the same flow in a dialog in place. The dialog's code and translations are a chunk of their own
// (`lazyPart`), fetched when the link is hovered or focused, or on the first open, so pages that only show the link
// do not carry it in their first load (decision 017). A modified click (new tab, new window) stays a link.
import { useCallback, useState, type ComponentType, type HTMLAttributes, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { AppLink } from '~/components/ui/app-link';
import { useHydrated } from '~/components/ui/use-hydrated';

/** What a flow's dialog takes: the flow's page (its loader and action) and whether it is open. */
export interface TransactDialogProps {
  to: `/${string}`;
  open: boolean;
  onClose: () => void;
}

/** Stops the dialog's Escape going further up (a dialog inside the page's own dialog closes alone). */
const STOP_CANCEL = { onCancel: (event: SyntheticEvent) => event.stopPropagation() } as HTMLAttributes<HTMLDivElement>;

export interface TransactDialogLinkProps {
  /** The flow's page (domain/transact-paths.ts). */
  to: `/${string}`;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
  'aria-label'?: string;
}

export function TransactDialogLink({
  dialog: Dialog,
  preload,
  to,
  className,
  children,
  'data-testid': testId,
  'aria-label': ariaLabel,
}: TransactDialogLinkProps & { dialog: ComponentType<TransactDialogProps>; preload: () => unknown }) {
  const hydrated = useHydrated();
  // Mounted from the first open on, so that closing keeps its state and the dialog's closing is the dialog's own.
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setMounted(true);
    setOpen(true);
  };
  const warm = () => void preload();
  return (
    <>
      <AppLink
        to={to}
        className={className}
        onClick={onClick}
        onMouseEnter={warm}
        onFocus={warm}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-label={ariaLabel}
        data-testid={testId}
      >
        {children}
      </AppLink>
      {mounted
        ? createPortal(
            <div {...STOP_CANCEL}>
              <Dialog to={to} open={open} onClose={close} />
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
