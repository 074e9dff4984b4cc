/** The FAQ search folds case and diacritics and needs every word of the query. */
import { describe, expect, it } from 'vitest';
import type { InfoPageContent } from './content-types.ts';
import { faqEntries, searchFaq } from './faq-search.ts';

const page = (questions: [string, string][]): InfoPageContent => ({
  title: 'T',
  metaDescription: 'M',
  sections: [
    {
      heading: 'H',
      blocks: [{ kind: 'qa', items: questions.map(([question, a]) => ({ question, answer: [a] })) }],
    },
  ],
});

const entries = faqEntries([
  {
    id: 'faqReturns',
    content: page([
      ['Jak zwrócić część?', 'Zwrot w ciągu 30 dni.'],
      ['Ile trwa zwrot pieniędzy?', 'Do 14 dni.'],
    ]),
  },
  { id: 'faqDelivery', content: page([['How long is delivery?', 'Usually 2-3 days; returns are free.']]) },
  // The same question on two pages is listed once.
  { id: 'faq', content: page([['How long is delivery?', 'Usually 2-3 days; returns are free.']]) },
]);

describe('searchFaq', () => {
  it('folds case and Polish diacritics', () => {
    expect(searchFaq(entries, 'ZWROT').map((e) => e.question)).toEqual([
      'Ile trwa zwrot pieniędzy?',
      'Jak zwrócić część?',
    ]);
    expect(searchFaq(entries, 'zwrocic').map((e) => e.page)).toEqual(['faqReturns']);
  });

  it('needs every word, and lists question matches before answer matches', () => {
    expect(searchFaq(entries, 'delivery long')).toHaveLength(1);
    expect(searchFaq(entries, 'return').map((e) => e.page)).toEqual(['faqDelivery']);
    expect(searchFaq(entries, '   ')).toEqual([]);
  });
});
