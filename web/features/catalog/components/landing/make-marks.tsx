/**
 * The strip of the 16 vehicle makes: our own plain badges (a shape and the make's short
 * name), drawn inline so they cost no requests; not the makers' logos. Not links: the finder does that.
 */
import { useId } from 'react';
import { useT } from '../../../../lib/i18n.ts';

type Shape = 'circle' | 'oval' | 'rect' | 'shield';

interface MakeMark {
  /** Full make name: the badge's accessible name (as the vehicle list names the make). */
  name: string;
  mark: string;
  shape: Shape;
  colours: [bg: string, fg: string];
}

export const MAKE_MARKS: MakeMark[] = [
  { name: 'Volkswagen', mark: 'VW', shape: 'circle', colours: ['#1e3a8a', '#ffffff'] },
  { name: 'Mercedes-Benz', mark: 'MB', shape: 'circle', colours: ['#334155', '#f1f5f9'] },
  { name: 'Opel', mark: 'OPEL', shape: 'oval', colours: ['#facc15', '#111827'] },
  { name: 'Audi', mark: 'AUDI', shape: 'rect', colours: ['#111827', '#ffffff'] },
  { name: 'BMW', mark: 'BMW', shape: 'circle', colours: ['#0c4a6e', '#ffffff'] },
  { name: 'Fiat', mark: 'FIAT', shape: 'shield', colours: ['#9f1239', '#ffffff'] },
  { name: 'Renault', mark: 'RENAULT', shape: 'rect', colours: ['#fde047', '#111827'] },
  { name: 'Ford', mark: 'FORD', shape: 'oval', colours: ['#1d4ed8', '#ffffff'] },
  { name: 'Nissan', mark: 'NISSAN', shape: 'oval', colours: ['#e5e7eb', '#7f1d1d'] },
  { name: 'Peugeot', mark: 'PEUGEOT', shape: 'shield', colours: ['#1f2937', '#ffffff'] },
  { name: 'Dodge', mark: 'DODGE', shape: 'rect', colours: ['#b91c1c', '#ffffff'] },
  { name: 'Citroën', mark: 'CITROËN', shape: 'rect', colours: ['#e5e7eb', '#991b1b'] },
  { name: 'Jaguar', mark: 'JAGUAR', shape: 'oval', colours: ['#14532d', '#f8fafc'] },
  { name: 'MINI', mark: 'MINI', shape: 'oval', colours: ['#0f172a', '#ffffff'] },
  { name: 'SEAT', mark: 'SEAT', shape: 'shield', colours: ['#7f1d1d', '#ffffff'] },
  { name: 'Volvo', mark: 'VOLVO', shape: 'circle', colours: ['#1e40af', '#e2e8f0'] },
];

function ShapePath({ shape, fill }: { shape: Shape; fill: string }) {
  switch (shape) {
    case 'circle':
      return <circle cx="60" cy="30" r="28" fill={fill} />;
    case 'oval':
      return <ellipse cx="60" cy="30" rx="56" ry="26" fill={fill} />;
    case 'shield':
      return <path d="M14 4h92v28c0 14-20 24-46 26C34 56 14 46 14 32z" fill={fill} />;
    default:
      return <rect x="4" y="8" width="112" height="44" rx="8" fill={fill} />;
  }
}

function MakeBadge({ make }: { make: MakeMark }) {
  const [bg, fg] = make.colours;
  // Longer words get a smaller type so every badge reads at the same width.
  const size = make.shape === 'circle' ? (make.mark.length > 3 ? 13 : 20) : make.mark.length > 5 ? 15 : 20;
  return (
    <svg
      viewBox="0 0 120 60"
      width={120}
      height={60}
      role="img"
      aria-label={make.name}
      className="h-auto w-full"
    >
      <ShapePath shape={make.shape} fill={bg} />
      <text
        x="60"
        y={make.shape === 'shield' ? 28 : 31}
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="system-ui, 'Segoe UI', Roboto, Arial, sans-serif"
        fontWeight={800}
        fontSize={size}
        letterSpacing={1}
        fill={fg}
      >
        {make.mark}
      </text>
    </svg>
  );
}

export function MakeStrip() {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('home.makesTitle')}
      </h2>
      <p className="mt-1 text-slate-600">{t('home.makesText')}</p>
      <ul
        className="mt-5 grid grid-cols-4 gap-3 sm:grid-cols-8"
        aria-labelledby={headingId}
        data-testid="make-strip"
      >
        {MAKE_MARKS.map((make) => (
          <li key={make.name} className="rounded-xl border border-slate-200 bg-white p-2">
            <MakeBadge make={make} />
          </li>
        ))}
      </ul>
    </section>
  );
}
