import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { cn } from '../../utils/cn';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'drawer' slides in from the side (the spec's question drawer). */
  variant?: 'modal' | 'drawer' | 'viewer';
  className?: string;
}

/**
 * A modal built on the native <dialog>: the browser traps focus, closes on
 * Escape and returns focus to the opener, so keyboard users are never lost.
 */
export function Dialog({ open, onClose, title, children, variant = 'modal', className }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={cn('dialog', `dialog--${variant}`, className)}
      // Only while open: the closed dialog is server-rendered, and an id attribute from the server is not
      // updated by hydration, so a stale aria-labelledby would name nothing once the title renders.
      aria-labelledby={open ? titleId : undefined}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="dialog__close" onClick={onClose}>
              <CloseIcon size={20} />
              <span className="visually-hidden">{t('Close')}</span>
            </button>
          </header>
          <div className="dialog__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
