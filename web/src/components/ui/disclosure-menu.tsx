import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { cn } from '../../utils/cn';

interface DisclosureMenuProps {
  /** The trigger's content. */
  trigger: ReactNode;
  /** The trigger's accessible name, when its content is not text (e.g. an avatar). */
  label?: string;
  triggerClassName?: string;
  /** Which edge of the trigger the panel lines up with. @default 'end' */
  align?: 'start' | 'end';
  /** The panel; receives `close` for items that act without navigating. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that shows a panel of links (the disclosure pattern). Closes on
 * Escape (focus returns to the button), on a click outside, and on navigation.
 */
export function DisclosureMenu({ trigger, label, triggerClassName, align = 'end', children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState(location.key);

  if (open && openedAt !== location.key) {
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    function onFocusIn(event: FocusEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => {
          setOpenedAt(location.key);
          setOpen((value) => !value);
        }}
      >
        {trigger}
      </button>
      <div id={panelId} className={cn('menu__panel', `menu__panel--${align}`)} hidden={!open}>
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
