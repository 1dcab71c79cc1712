import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Dialog } from '../../ui/Dialog';

// Loaded only when an officer opens a history: never part of the dashboards' first download, nor the home page's.
const AlertHistory = lazy(() => import('./AlertHistory'));
const AidRequestHistory = lazy(() => import('./AidRequestHistory'));

/** A row's "History" button and its dialog. */
export function HistoryButton({ subject, id }: { subject: 'alert' | 'aidRequest'; id: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button small" onClick={() => setOpen(true)}>
        {t('history.show')}
      </button>
      {open && (
        <Dialog
          title={t(subject === 'alert' ? 'history.alertTitle' : 'history.aidRequestTitle', { id })}
          onClose={() => setOpen(false)}
        >
          <Suspense
            fallback={
              <p className="muted" role="status">
                {t('common.loading')}
              </p>
            }
          >
            {subject === 'alert' ? <AlertHistory alertId={id} /> : <AidRequestHistory aidRequestId={id} />}
          </Suspense>
        </Dialog>
      )}
    </>
  );
}
