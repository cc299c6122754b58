// A link to the sell page (/reksadana/portfolio/:id/:type/:fundId/jual, which works without JavaScript) that, once
// the page runs JavaScript, opens the same flow in a dialog in place (issue 15 item 5; dialog-link.tsx). The dialog
// (sell-dialog-body.tsx) is a chunk of its own, loaded on the first open or when the link is hovered or focused.
import type { ReactNode } from 'react';
import { lazyPart } from '~/components/ui/lazy-part';
import { useT } from '~/lib/use-t';
import { TransactDialogLink, type TransactDialogProps } from './dialog-link';

export interface SellDialogLinkProps {
  /** The sell page (domain/transact-paths.ts sellPath). */
  to: `/${string}`;
  /** The fund's name: the link's accessible name says what it sells. */
  fundName: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

const loadDialog = () => import('./sell-dialog-body').then((m) => m.SellDialog);
const LazySellDialog = lazyPart<TransactDialogProps>({ source: 'app/components/transact/sell-dialog-body.tsx', namespaces: ['transact', 'validation', 'pin'], load: loadDialog });

export function SellDialogLink({ fundName, ...props }: SellDialogLinkProps) {
  const { t } = useT('transact');
  return <TransactDialogLink {...props} aria-label={t('sell.openLabel', { fund: fundName })} dialog={LazySellDialog} preload={loadDialog} />;
}
