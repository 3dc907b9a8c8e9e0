import { useT } from '../../i18n';
import { cn } from '../../utils/cn';

interface SpinnerProps {
  /** Announced to screen readers; omit when the spinner sits inside a control that already says it is busy. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <span className={cn('spinner', `spinner--${size}`, className)} role={label ? 'status' : undefined}>
      <span className="spinner__ring" aria-hidden="true" />
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}

/** A centred spinner for a page or section that is still loading ('Loading…' unless told). */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={label ?? t('Loading…')} />
    </div>
  );
}
