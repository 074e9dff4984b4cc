/** Questions that open to show their answer: each question is a button with aria-expanded. */
import { useId, useState } from 'react';

export function QaItem({
  question,
  answer,
  defaultOpen = false,
}: {
  question: string;
  answer: string[];
  defaultOpen?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <li className="rounded-lg border border-slate-200 bg-white">
      <h3 className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-start justify-between gap-3 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50"
        >
          <span>{question}</span>
          <span
            aria-hidden="true"
            className={`mt-0.5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          >
            ▾
          </span>
        </button>
      </h3>
      <div id={id} hidden={!open} className="px-4 pb-4 text-slate-700">
        {answer.map((paragraph) => (
          <p key={paragraph} className="mt-2 first:mt-0">
            {paragraph}
          </p>
        ))}
      </div>
    </li>
  );
}

export function QaList({ items }: { items: { question: string; answer: string[] }[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <QaItem key={item.question} question={item.question} answer={item.answer} />
      ))}
    </ul>
  );
}
