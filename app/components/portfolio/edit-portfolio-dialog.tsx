// The dashboard's "Ubah" (spec funds §2.5 "portfolio name with an Edit button"; issue 16 item 4; decision 066): a
// link to the edit page (/reksadana/portfolio/:id/ubah, which works without JavaScript) that, once the page runs
// JavaScript, opens the same form in a dialog in place (the pattern of components/transact/dialog-link.tsx). The
// dialog (edit-portfolio-dialog-body.tsx) is a chunk of its own, loaded on the first open or when the link is hovered
// or focused.
import { TransactDialogLink, type TransactDialogLinkProps, type TransactDialogProps } from '~/components/transact/dialog-link';
import { lazyPart } from '~/components/ui/lazy-part';

const loadDialog = () => import('./edit-portfolio-dialog-body').then((m) => m.EditPortfolioDialog);
const LazyEditDialog = lazyPart<TransactDialogProps>({ source: 'app/components/portfolio/edit-portfolio-dialog-body.tsx', namespaces: ['goals', 'validation'], load: loadDialog });

export function EditPortfolioDialogLink(props: TransactDialogLinkProps) {
  return <TransactDialogLink {...props} dialog={LazyEditDialog} preload={loadDialog} />;
}
