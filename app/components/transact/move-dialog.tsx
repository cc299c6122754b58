// A link to the move page (/reksadana/portfolio/{id}/{type}/{fundId}/pindah, which works without JavaScript)
// that, once the page runs JavaScript, opens the same flow in a dialog in place (issue 15 item 5; decision 061),
// as the cart link does for buying (components/cart/cart-link.tsx). The dialog's code and its translations are
// a chunk of their own, loaded on the first open (or when the link is hovered or focused).
import { useCallback, useState, type HTMLAttributes, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { AppLink } from '~/components/ui/app-link';
import { lazyPart } from '~/components/ui/lazy-part';
import { useHydrated } from '~/components/ui/use-hydrated';

const loadDialog = () => import('./move-dialog-body').then((m) => m.MoveDialog);

const MoveDialog = lazyPart({ source: 'app/components/transact/move-dialog-body.tsx', namespaces: ['transact', 'validation'], load: loadDialog });

/** Stops the dialog's Escape going further up (as the cart link does). */
const STOP_CANCEL = { onCancel: (event: SyntheticEvent) => event.stopPropagation() } as HTMLAttributes<HTMLDivElement>;

export interface MoveDialogLinkProps {
  /** The move page: movePath(...) of domain/transact-paths.ts. */
  to: `/${string}`;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

export function MoveDialogLink({ to, className, children, 'data-testid': testId }: MoveDialogLinkProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const preload = () => void loadDialog();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) stays a link.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <AppLink to={to} className={className} onClick={onClick} onMouseEnter={preload} onFocus={preload} aria-haspopup={hydrated ? 'dialog' : undefined} data-testid={testId}>
        {children}
      </AppLink>
      {open
        ? createPortal(
            <div {...STOP_CANCEL}>
              <MoveDialog to={to} open onClose={close} />
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
