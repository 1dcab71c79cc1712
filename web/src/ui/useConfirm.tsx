import { useCallback, useState, type ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider';
import { Dialog } from './Dialog';

export interface ConfirmRequest {
  /** What is about to happen, as a question ("Mark aid request 12 delivered?"). */
  title: string;
  /** Who or what it is about (a name, a place), so the officer sees the row they pressed. */
  details?: ReactNode;
  /** The button that does it ("Mark delivered"). */
  confirmLabel: string;
  /** A decision that cannot be taken back reads as one (red). */
  danger?: boolean;
}

/**
 * An officer's decision asked for once more before it is sent: every decision (approve, reject, mark delivered)
 * alike, so a row that moves under the pointer never decides the wrong request. Answers whether to go on.
 */
export function useConfirm(): { confirm(request: ConfirmRequest): Promise<boolean>; dialog: ReactNode } {
  const t = useT();
  const [asked, setAsked] = useState<(ConfirmRequest & { answer(yes: boolean): void }) | null>(null);
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) =>
        setAsked({
          ...request,
          answer: (yes) => {
            setAsked(null);
            resolve(yes);
          },
        }),
      ),
    [],
  );
  const dialog = asked && (
    <Dialog
      title={asked.title}
      closeLabel={t('common.cancel')}
      onClose={() => asked.answer(false)}
      actions={
        <button
          type="button"
          className={`button ${asked.danger ? 'danger' : 'primary'}`}
          onClick={() => asked.answer(true)}
        >
          {asked.confirmLabel}
        </button>
      }
    >
      {asked.details}
    </Dialog>
  );
  return { confirm, dialog };
}
