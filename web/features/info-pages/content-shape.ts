/**
 * The language-independent shape of a page (sections, block kinds, counts, table rows, card links,
 * badge ids): what must be equal in English and Polish. Used by the content tests.
 */
import type { Block, InfoPageContent } from './content-types.ts';

function blockShape(block: Block): unknown {
  switch (block.kind) {
    case 'p':
      return 'p';
    case 'list':
      return { list: block.items.length, ordered: block.ordered ?? false };
    case 'table':
      return { table: block.head.length, rows: block.rows.map((row) => row.length) };
    case 'qa':
      return { qa: block.items.map((item) => item.answer.length) };
    case 'cards':
      return { cards: block.items.map((card) => [card.to ?? null, card.linkLabel !== undefined]) };
    case 'definitions':
      return { definitions: block.items.length };
    case 'badges':
      return { badges: block.items.map((badge) => badge.id) };
    case 'deliveryRules':
      return block.table === 'noBulky'
        ? { deliveryRules: block.table, slot: block.text.includes('{countries}') }
        : { deliveryRules: block.table, head: block.head.length };
  }
}

export function pageShape(page: InfoPageContent): unknown {
  return {
    intro: page.intro !== undefined,
    sections: page.sections.map((section) => section.blocks.map(blockShape)),
  };
}
