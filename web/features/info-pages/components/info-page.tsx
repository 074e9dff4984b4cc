/**
 * One information page: the sidebar with both groups (About, Customer services), the page's h1,
 * intro and sections. The FAQ home adds the question search; the contact page adds e-mail and phone
 * buttons. The text is bundled data filled with the seller (the query cache, the bundled demo values
 * until the first answer), so the pages render at once and offline.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { INPUT_CLASS } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { useSeller } from '../../../lib/seller.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { faqEntries, searchFaq } from '../faq-search.ts';
import { FAQ_PAGES, INFO_PAGE_PATHS, infoPageContent, SIDEBAR_GROUPS, type InfoPageId } from '../pages.ts';
import { InfoBlock } from './info-blocks.tsx';
import { QaItem } from './qa-list.tsx';

export function InfoPage({ page }: { page: InfoPageId }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const seller = useSeller();
  const content = infoPageContent(page, seller)[language];
  useDocumentTitle(t('infoPages.documentTitle', { title: content.title, shop: SHOP_NAME }));

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:py-8 lg:grid-cols-[15rem_1fr]">
      <Sidebar current={page} />
      <article className="flex min-w-0 flex-col gap-6">
        <header>
          <h1 className="text-2xl font-bold sm:text-3xl">{content.title}</h1>
          {content.intro && <p className="mt-2 max-w-3xl text-slate-700">{content.intro}</p>}
        </header>
        {page === 'faq' && <FaqSearch />}
        {page === 'contact' && <ContactActions />}
        {content.sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-3">
            <h2 className="text-xl font-bold">{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <InfoBlock key={index} block={block} />
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}

function Sidebar({ current }: { current: InfoPageId }) {
  const t = useT();
  return (
    <nav aria-label={t('infoPages.sidebar')} className="flex flex-col gap-6 lg:sticky lg:top-4 lg:self-start">
      {SIDEBAR_GROUPS.map((group) => (
        <div key={group.heading}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t(group.heading)}</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {group.pages.map((id) => (
              <li key={id}>
                <Link
                  to={INFO_PAGE_PATHS[id]}
                  aria-current={id === current ? 'page' : undefined}
                  className="block rounded-md px-3 py-2 text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-orange-50 aria-[current=page]:font-semibold aria-[current=page]:text-orange-800"
                >
                  {t(`infoPages.${id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function FaqSearch() {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const seller = useSeller();
  const [query, setQuery] = useState('');
  const entries = useMemo(
    () => faqEntries(FAQ_PAGES.map((id) => ({ id, content: infoPageContent(id, seller)[language] }))),
    [language, seller],
  );
  const trimmed = query.trim();
  const results = useMemo(() => searchFaq(entries, trimmed), [entries, trimmed]);
  return (
    <section role="search" aria-label={t('infoPages.searchLabel')} className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t('infoPages.searchLabel')}
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('infoPages.searchPlaceholder')}
          className={INPUT_CLASS}
        />
      </label>
      {trimmed && (
        <div className="flex flex-col gap-2">
          <p role="status" className="text-sm text-slate-700">
            {results.length > 0
              ? t('infoPages.searchResults', { count: results.length, query: trimmed })
              : t('infoPages.searchNone', { query: trimmed, email: seller.customerServiceEmail })}
          </p>
          <ul className="flex flex-col gap-2">
            {results.map((entry) => (
              <QaItem key={entry.question} question={entry.question} answer={entry.answer} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function ContactActions() {
  const t = useT();
  const seller = useSeller();
  return (
    <div role="group" aria-label={t('infoPages.contactActions')} className="flex flex-wrap gap-3">
      <a href={`mailto:${seller.customerServiceEmail}`} className={buttonClass('primary')}>
        {t('infoPages.emailUs')}
      </a>
      <a href={`tel:${seller.phone.replace(/\s+/g, '')}`} className={buttonClass('secondary')}>
        {t('infoPages.callUs')}
      </a>
    </div>
  );
}
