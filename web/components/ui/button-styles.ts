/** Button looks as class strings, shared by <button> and links styled as buttons. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

// Orange-500 carries dark text (7.7:1); white on orange-500 would fail WCAG AA.
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-orange-500 text-slate-950 hover:bg-orange-400',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: 'md' | 'lg' = 'md'): string {
  const padding = size === 'lg' ? 'px-6 py-3 text-base' : 'px-4 py-2 text-sm';
  return `${BASE} ${VARIANTS[variant]} ${padding}`;
}

/** An inline text link on a light background (orange-700 keeps 4.5:1 on white). */
export const TEXT_LINK_CLASS = 'font-semibold text-orange-700 underline-offset-2 hover:underline';
