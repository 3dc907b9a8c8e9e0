import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from '../../lib/router';
import { cn } from '../../utils/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretches to the container's width. */
  block?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
}

function buttonClass({ variant = 'primary', size = 'md', block }: ButtonStyleProps, className?: string) {
  return cn('btn', `btn--${variant}`, `btn--${size}`, block && 'btn--block', className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  /** Disables the button, marks it busy and shows a spinner next to the label. */
  isLoading?: boolean;
}

export function Button({ variant, size, block, icon, isLoading = false, className, children, disabled, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} disabled={disabled || isLoading} aria-busy={isLoading || undefined} {...props}>
      {isLoading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  );
}

export type ButtonLinkProps = LinkProps & ButtonStyleProps;

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, icon, className, children, ...props }: ButtonLinkProps) {
  return (
    <Link className={buttonClass({ variant, size, block }, className)} {...props}>
      {icon}
      {children}
    </Link>
  );
}
