/**
 * 'Page Not Found' for any unknown path, with ways back into the shop. A screen that knows what was
 * missing (a category) gives its own title, text and products link.
 */
import { Link } from '@tanstack/react-router';
import { buttonClass } from './button-styles.ts';
import { useT } from '../../lib/i18n.ts';
import { reportPageHead } from '../../lib/page-head.ts';

/** The router's not-found page: the generic texts. */
export function NotFound() {
  return <MissingPage />;
}

export function MissingPage({
  title,
  text,
  productsLabel,
}: {
  title?: string;
  text?: string;
  productsLabel?: string;
}) {
  const t = useT();
  const heading = title ?? t('notFound.title');
  reportPageHead({ status: 404, title: heading });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-orange-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{heading}</h1>
      <p className="mt-2 text-slate-600">{text ?? t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          {t('notFound.home')}
        </Link>
        <Link to="/products" className={buttonClass('secondary')}>
          {productsLabel ?? t('notFound.products')}
        </Link>
      </div>
    </section>
  );
}
