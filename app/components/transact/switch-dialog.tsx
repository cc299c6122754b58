// A link to the switch page (/reksadana/fund/switch/{portfolioId}/{fundId}, which works without JavaScript) that,
// once the page runs JavaScript, opens the same flow in a dialog instead (issue 15 item 5: progressive enhancement,
// as the cart's CartLink). The dialog's code and translations are a chunk of their own, loaded on the first open or
// when the link is hovered or focused, so pages that only show the link do not carry it (decision 017).
import { useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { AppLink } from '~/components/ui/app-link';
import { lazyPart } from '~/components/ui/lazy-part';
import { useHydrated } from '~/components/ui/use-hydrated';

const loadDialog = () => import('./switch-dialog-body').then((m) => m.SwitchDialog);

const SwitchDialog = lazyPart({ source: 'app/components/transact/switch-dialog-body.tsx', namespaces: ['transact', 'validation', 'pin'], load: () => import('./switch-dialog-body').then((m) => m.SwitchDialog) });

export interface SwitchDialogLinkProps {
  /** The switch page: transact-paths.ts switchPath(holding). */
  to: `/reksadana/fund/switch/${number}/${number}`;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

export function SwitchDialogLink({ to, className, children, 'data-testid': testId }: SwitchDialogLinkProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const preload = () => void loadDialog();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) stays a link.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setMounted(true);
    setOpen(true);
  };
  return (
    <>
      <AppLink to={to} className={className} onClick={onClick} onMouseEnter={preload} onFocus={preload} aria-haspopup={hydrated ? 'dialog' : undefined} data-testid={testId}>
        {children}
      </AppLink>
      {mounted ? createPortal(<SwitchDialog to={to} open={open} onClose={() => setOpen(false)} />, document.body) : null}
    </>
  );
}
