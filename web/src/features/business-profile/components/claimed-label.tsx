import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../../utils/cn';
import { msg, useT } from '../../../i18n';

const EXPLANATIONS = {
  claimed: msg('The owner has claimed this listing and keeps its details up to date.'),
  unclaimed: msg('No one has claimed this listing yet, so its details may be out of date. Own this business? Add it to manage the listing.'),
} as const;

/**
 * The Claimed/Unclaimed label with its explanation in a tooltip that opens
 * on hover, on keyboard focus and on a tap, and closes with Escape.
 */
export function ClaimedLabel({ unclaimed }: { unclaimed: boolean }) {
  const t = useT();
  const tooltipId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const kind = unclaimed ? 'unclaimed' : 'claimed';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <span className="tooltip-anchor" ref={rootRef} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={cn('badge', 'claimed-label', unclaimed ? 'badge--warning' : 'badge--success')}
        aria-describedby={tooltipId}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      >
        {unclaimed ? t('Unclaimed') : t('Claimed')}
      </button>
      <span id={tooltipId} role="tooltip" className="tooltip" hidden={!open}>
        {t(EXPLANATIONS[kind])}
      </span>
    </span>
  );
}
