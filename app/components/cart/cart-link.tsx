// A link to the cart pages (/reksadana/beli, which work without JavaScript) that, once the page runs
// JavaScript, opens the buy cart dialog in place instead (issue 5 item 1: progressive enhancement).
// The dialog's code and its translations are a chunk of their own, loaded on the first open (or
// when the link is hovered or focused): pages that only show the link, like the landing page, do not
// carry it in their first load (decision 017). This module stays small for the same reason.
import { useEffect, useState, type HTMLAttributes, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { AppLink } from '~/components/ui/app-link';
import { lazyPart } from '~/components/ui/lazy-part';
import { useHydrated } from '~/components/ui/use-hydrated';

const loadDialog = () => import('./cart-dialog').then((m) => m.CartDialog);

const CartDialog = lazyPart({ source: 'app/components/cart/cart-dialog.tsx', namespaces: ['buy', 'validation', 'pin'], load: loadDialog });

/** React's `cancel` handler (typed for <dialog> only) on the portal's wrapper: it stops the dialog's Escape going further up. */
const STOP_CANCEL = { onCancel: (event: SyntheticEvent) => event.stopPropagation() } as HTMLAttributes<HTMLDivElement>;

export interface CartLinkProps {
  /** The cart page, `/reksadana/beli?…` (domain/cart-address.ts). */
  to: `/${string}`;
  className?: string;
  children: ReactNode;
  /** Open the dialog as soon as the page runs JavaScript (the fund page's purchase flag, spec funds §4.1). */
  autoOpen?: boolean;
  /**
   * The page's address without what opened the dialog (the purchase flag `?beli=1`): closing replaces the
   * address with it, so neither a reload nor Back opens the purchase again (decision 022).
   */
  closeHref?: string;
  'data-testid'?: string;
}

export function CartLink({ to, className, children, autoOpen = false, closeHref, 'data-testid': testId }: CartLinkProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed) so its reset after closing can run (spec funds §4.2).
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  useEffect(() => {
    if (autoOpen) show();
  }, [autoOpen]);
  const close = () => {
    setOpen(false);
    if (closeHref !== undefined) void navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  const preload = () => void loadDialog();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) stays a link.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    show();
  };
  return (
    <>
      <AppLink to={to} className={className} onClick={onClick} onMouseEnter={preload} onFocus={preload} aria-haspopup={hydrated ? 'dialog' : undefined} data-testid={testId}>
        {children}
      </AppLink>
      {mounted
        ? createPortal(
            // The dialog may open over another (the landing's purchase sheet): its Escape is its own (React
            // passes events up the component tree, through the portal, to the sheet's handler).
            <div {...STOP_CANCEL}>
              <CartDialog to={to} open={open} onClose={close} />
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
