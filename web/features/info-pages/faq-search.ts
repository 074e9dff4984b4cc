/**
 * The FAQ search: every question of the FAQ pages in the chosen language, matched on its question and
 * answer with case and diacritics folded, so "zwrot" finds "Zwroty" and "zwrócić" finds nothing less.
 */
import type { InfoPageContent } from './content-types.ts';

export interface FaqEntry {
  page: string;
  question: string;
  answer: string[];
}

export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l');
}

export function faqEntries(pages: readonly { id: string; content: InfoPageContent }[]): FaqEntry[] {
  const seen = new Set<string>();
  const entries: FaqEntry[] = [];
  for (const { id, content } of pages) {
    for (const section of content.sections) {
      for (const block of section.blocks) {
        if (block.kind !== 'qa') continue;
        for (const item of block.items) {
          if (seen.has(item.question)) continue;
          seen.add(item.question);
          entries.push({ page: id, question: item.question, answer: item.answer });
        }
      }
    }
  }
  return entries;
}

/** Entries whose question or answer holds every word of the query (questions matching first). */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = foldForSearch(query)
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return [];
  const scored = entries.flatMap((entry) => {
    const question = foldForSearch(entry.question);
    const all = `${question} ${foldForSearch(entry.answer.join(' '))}`;
    if (!words.every((word) => all.includes(word))) return [];
    return [{ entry, inQuestion: words.every((word) => question.includes(word)) }];
  });
  return scored.sort((a, b) => Number(b.inQuestion) - Number(a.inQuestion)).map((s) => s.entry);
}
