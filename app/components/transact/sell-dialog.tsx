// A link to the sell page (/reksadana/portfolio/:id/:type/:fundId/jual, which works without JavaScript) that, once
// the page runs JavaScript, opens the same flow in a dialog in place (issue 15 item 5; dialog-link.tsx). The dialog
// (sell-dialog-body.tsx) is a chunk of its own, loaded on the first open or when the link is hovered or focused.
import { lazyPart } from '~/components/ui/lazy-part';
import { TransactDialogLink, type TransactDialogLinkProps, type TransactDialogProps } from './dialog-link';

export type SellDialogLinkProps = TransactDialogLinkProps;

const loadDialog = () => import('./sell-dialog-body').then((m) => m.SellDialog);
const LazySellDialog = lazyPart<TransactDialogProps>({ source: 'app/components/transact/sell-dialog-body.tsx', namespaces: ['transact', 'validation', 'pin'], load: loadDialog });

export function SellDialogLink(props: SellDialogLinkProps) {
  return <TransactDialogLink {...props} dialog={LazySellDialog} preload={loadDialog} />;
}
