import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { useMessageText } from '../../lib/message-text';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  message: string;
  /** @default 'success' */
  type?: ToastType;
  /** Milliseconds on screen before it closes by itself. @default 4000 */
  duration?: number;
}

type Phase = 'entering' | 'shown' | 'leaving';

interface ToastItem {
  id: number;
  message: string;
  type: ToastType;
  phase: Phase;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => number;
  /** Closes a toast early (with the closing animation). */
  dismiss: (id: number) => void;
}

/** Spec §4: appears after 50 ms, closes after its duration with a 300 ms animation. */
export const TOAST_ENTER_DELAY_MS = 50;
export const TOAST_DEFAULT_DURATION_MS = 4000;
export const TOAST_EXIT_MS = 300;

const ToastContext = createContext<ToastApi | null>(null);

const icons: Record<ToastType, typeof CheckCircleIcon> = {
  success: CheckCircleIcon,
  error: AlertCircleIcon,
  warning: AlertTriangleIcon,
  info: InfoIcon,
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  // A toast's message is usually translated where it was shown (`translate('Saved')`); an API's or a schema's English is translated here.
  const text = useMessageText();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number[]>());

  const later = useCallback((id: number, delay: number, run: () => void) => {
    const timer = window.setTimeout(run, delay);
    timers.current.set(id, [...(timers.current.get(id) ?? []), timer]);
  }, []);

  const remove = useCallback((id: number) => {
    for (const timer of timers.current.get(id) ?? []) window.clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      for (const timer of timers.current.get(id) ?? []) window.clearTimeout(timer);
      timers.current.delete(id);
      setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, phase: 'leaving' } : toast)));
      later(id, TOAST_EXIT_MS, () => remove(id));
    },
    [later, remove],
  );

  const show = useCallback(
    ({ message, type = 'success', duration = TOAST_DEFAULT_DURATION_MS }: ToastOptions) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, type, phase: 'entering' }]);
      later(id, TOAST_ENTER_DELAY_MS, () => setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, phase: 'shown' } : toast))));
      later(id, TOAST_ENTER_DELAY_MS + duration, () => dismiss(id));
      return id;
    },
    [dismiss, later],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const list of pending.values()) for (const timer of list) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <div className="toast-region">
        {toasts.map((toast) => {
          const Icon = icons[toast.type];
          return (
            <div key={toast.id} className={`toast toast--${toast.type} toast--${toast.phase}`} role="status" aria-live={toast.type === 'error' ? 'assertive' : 'polite'} aria-atomic="true">
              <Icon className="toast__icon" size={20} />
              <p className="toast__message">{text(toast.message)}</p>
              <button type="button" className="toast__close" onClick={() => dismiss(toast.id)} aria-label={t('Dismiss notification')}>
                <CloseIcon size={16} />
              </button>
            </div>
          );
        })}
      </div>
    </ToastContext>
  );
}

/** `show({ message, type = 'success', duration = 4000 })` and `dismiss(id)`. */
export function useToast(): ToastApi {
  const context = use(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}
