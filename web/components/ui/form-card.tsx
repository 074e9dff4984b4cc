/** The centred card of the small account forms (sign in, register, password reset, admin login). */
import type { ReactNode, Ref } from 'react';

interface FormCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Lets a screen move focus to the heading when its content changes (a confirmation state). */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function FormCard({ title, intro, children, footer, headingRef }: FormCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {title}
        </h1>
        {intro && <div className="mt-2 text-slate-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-700">{footer}</div>}
    </div>
  );
}
