import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-500 text-night-900 hover:bg-brand-400 shadow',
  secondary: 'bg-slate-800 text-white hover:bg-slate-700',
  ghost: 'bg-transparent hover:bg-white/10',
  danger: 'bg-red-600 text-white hover:bg-red-500',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
};

/** A button's look, for a link that acts as one (a download followed by the browser itself). */
export const buttonClass = (variant: Variant = 'primary', className = '') =>
  `inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`;

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
