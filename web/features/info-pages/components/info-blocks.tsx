/**
 * Renders the content model's blocks with real structure: lists, tables with header cells, Q&As, and
 * the delivery tables built from the published delivery rules.
 */
import { Link } from '@tanstack/react-router';
import { TEXT_LINK_CLASS } from '../../../components/ui/button-styles.ts';
import type { Block } from '../content-types.ts';
import { DeliveryRules } from './delivery-rules.tsx';
import { InfoTable } from './info-table.tsx';
import { QaList } from './qa-list.tsx';
import { BadgeMark } from './security-badges.tsx';

export function InfoBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return <p className="text-slate-700">{block.text}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={`flex flex-col gap-1 pl-5 text-slate-700 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'table':
      return <InfoTable block={block} />;
    case 'qa':
      return <QaList items={block.items} />;
    case 'cards':
      return (
        <ul className="grid gap-3 sm:grid-cols-2">
          {block.items.map((card) => (
            <li
              key={card.title}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
            >
              <h3 className="font-semibold text-slate-900">{card.title}</h3>
              <p className="flex-1 text-sm text-slate-700">{card.text}</p>
              {card.to && (
                <Link to={card.to as '/'} className={TEXT_LINK_CLASS}>
                  {card.linkLabel ?? card.title}
                </Link>
              )}
            </li>
          ))}
        </ul>
      );
    case 'definitions':
      return (
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {block.items.map((item) => (
            <div key={item.term} className="contents">
              <dt className="font-medium text-slate-900">{item.term}</dt>
              <dd className="text-slate-700">{item.detail}</dd>
            </div>
          ))}
        </dl>
      );
    case 'deliveryRules':
      return <DeliveryRules block={block} />;
    case 'badges':
      return (
        <ul className="grid gap-3 sm:grid-cols-2">
          {block.items.map((badge) => (
            <li
              key={badge.id}
              className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <BadgeMark id={badge.id} />
              <div>
                <h3 className="font-semibold text-slate-900">{badge.label}</h3>
                <p className="text-sm text-slate-700">{badge.text}</p>
              </div>
            </li>
          ))}
        </ul>
      );
  }
}
