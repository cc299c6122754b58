// The edit dialog (spec funds §2.5, §4.3 states: edit, icon choice, retirement-age picker, delete confirmation,
// delete error, delete blocked by a recurring schedule; decision 066), opened by EditPortfolioDialogLink as a chunk of
// its own: it reads the edit page's loader and posts to its action through fetchers, and the delete page's loader
// and action for the delete view, with the pages' own components, so that the pages and the dialog cannot drift
// apart. A save closes the dialog (the dashboard revalidates); a delete goes to the list (the action's redirect).
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import type { DeleteDecision } from '~/domain/policies/portfolio-goals';
import { useT } from '~/lib/use-t';
import type { action as deleteAction, loader as deleteLoader } from '~/routes/reksadana/portfolio-delete';
import type { action as editAction, loader as editLoader } from '~/routes/reksadana/portfolio-edit';
import { DeletePortfolioSteps } from './delete-portfolio-steps';
import { EditPortfolioForm, type FormElement } from './edit-portfolio-form';

type EditData = Awaited<ReturnType<typeof editLoader>>;
type DeleteData = Awaited<ReturnType<typeof deleteLoader>>;

export function EditPortfolioDialog({ to, open, onClose }: { to: string; open: boolean; onClose: () => void }) {
  const { t } = useT('goals');
  const editFetcher = useFetcher<EditData>();
  const saveFetcher = useFetcher<typeof editAction>();
  const deleteFetcher = useFetcher<DeleteData>();
  const confirmFetcher = useFetcher<typeof deleteAction>();
  const [view, setView] = useState<'EDIT' | 'DELETE'>('EDIT');
  const headingRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (open && editFetcher.state === 'idle' && !editFetcher.data) void editFetcher.load(to);
  }, [open, to, editFetcher]);
  // Saved: close; the next open reads the portfolio again.
  useEffect(() => {
    if (saveFetcher.state === 'idle' && saveFetcher.data && 'saved' in saveFetcher.data && saveFetcher.data.saved) {
      onClose();
      setView('EDIT');
      void editFetcher.load(to);
    }
    // Only a finished save closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saveFetcher.state, saveFetcher.data]);
  const loaded = editFetcher.data;
  useEffect(() => {
    if (view === 'DELETE' && loaded) void deleteFetcher.load(loaded.deleteHref);
    // Read each time the delete view opens: a schedule or an order may have appeared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, loaded?.deleteHref]);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [view]);

  const refused = confirmFetcher.data && 'refused' in confirmFetcher.data ? confirmFetcher.data.refused : null;
  const decision: DeleteDecision | null = refused ?? deleteFetcher.data?.decision ?? null;
  const title = view === 'DELETE' ? (decision && !decision.allowed ? t('delete.errorTitle') : t('delete.title')) : t('edit.title');
  const saveResult = saveFetcher.data && 'result' in saveFetcher.data ? saveFetcher.data.result : null;
  const backToForm = (
    <button type="button" onClick={() => setView('EDIT')} className="min-h-11 w-full text-sm font-medium text-brand underline" data-testid="edit-dialog-delete-back">
      {t('delete.cancel')}
    </button>
  );
  return (
    <Dialog
      open={open}
      onDismiss={onClose}
      className="md:w-[min(34rem,calc(100vw-2rem))]"
      data-testid="edit-dialog"
      title={
        <span ref={headingRef} tabIndex={-1} className="block px-10 text-center outline-none" data-testid="edit-dialog-heading">
          {title}
        </span>
      }
    >
      <button
        type="button"
        onClick={onClose}
        className="absolute top-4 right-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-line/60"
        aria-label={t('edit.close')}
        data-testid="edit-dialog-close"
      >
        <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <div className="mt-3 max-h-[75vh] overflow-y-auto px-1" data-view={view} data-testid="edit-dialog-body">
        {!loaded ? (
          <p className="text-center text-sm text-ink-muted" role="status">
            {t('edit.loading')}
          </p>
        ) : view === 'EDIT' ? (
          <EditPortfolioForm
            edit={loaded.edit}
            birthDate={loaded.birthDate}
            locale={loaded.locale}
            action={loaded.path}
            Form={saveFetcher.Form as FormElement}
            busy={saveFetcher.state !== 'idle'}
            lastResult={saveResult}
            deleteHref={loaded.deleteHref}
            onDelete={() => setView('DELETE')}
            cancel={
              <button type="button" onClick={onClose} className="min-h-11 text-sm font-medium text-brand underline" data-testid="edit-dialog-cancel">
                {t('edit.cancel')}
              </button>
            }
            inDialog
            testId="edit-dialog"
          />
        ) : decision && deleteFetcher.data ? (
          <DeletePortfolioSteps
            name={deleteFetcher.data.portfolio.name}
            decision={decision}
            action={deleteFetcher.data.path}
            Form={confirmFetcher.Form as FormElement}
            busy={confirmFetcher.state !== 'idle'}
            back={backToForm}
            testId="edit-dialog-delete"
          />
        ) : (
          <p className="text-center text-sm text-ink-muted" role="status">
            {t('edit.loading')}
          </p>
        )}
      </div>
    </Dialog>
  );
}

export default EditPortfolioDialog;
