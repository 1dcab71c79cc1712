import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider';

interface DialogProps {
  title: string;
  children?: ReactNode;
  onClose(): void;
  /** The button that closes it; OK unless given. */
  closeLabel?: string;
  tone?: 'success' | 'error' | 'info';
  actions?: ReactNode;
  /** False when the content has its own way out (a form's Cancel): one button for one thing. Escape still closes. */
  closeButton?: boolean;
}

/** A modal message: focus moves to its button, Escape closes it, the page behind is inert to assistive tech. */
export function Dialog({
  title,
  children,
  onClose,
  closeLabel,
  tone = 'info',
  actions,
  closeButton = true,
}: DialogProps) {
  const t = useT();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (button.current ?? box.current?.querySelector<HTMLElement>('input, select, textarea, button'))?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <div
        role={tone === 'error' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        ref={box}
        className={`dialog dialog-${tone}`}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        {(actions || closeButton) && (
          <div className="dialog-actions">
            {actions}
            {closeButton && (
              // Beside a dialog's own actions, closing is the quiet choice (and the focused one: Enter does nothing rash).
              <button
                ref={button}
                type="button"
                className={`button ${actions ? 'secondary' : 'primary'}`}
                onClick={onClose}
              >
                {closeLabel ?? t('common.ok')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
