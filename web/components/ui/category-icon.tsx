/** The category bar's icon for a top-level category, chosen by words in its slug; none for unknown slugs. */
import { makeIcon, type IconProps } from './icons.tsx';

const ICONS = {
  engine: makeIcon(
    <>
      <path d="M5 9h2V7h4V5h4v2h2l2 2h2v7h-2l-2 2H8l-2-2H5z" />
      <path d="M2 11v4M2 13h3" />
    </>,
  ),
  brake: makeIcon(
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="3" />
      <path d="M14.5 3.8a8.5 8.5 0 0 1 5.7 5.7" strokeWidth={4} />
    </>,
  ),
  suspension: makeIcon(
    <>
      <path d="M12 2v3M12 19v3M7 5h10M7 19h10" />
      <path d="m7.5 7.5 9 2-9 2 9 2-9 2 9 2" />
    </>,
  ),
  lighting: makeIcon(
    <>
      <path d="M11 5C7 5 4 8 4 12s3 7 7 7h1.5V5z" />
      <path d="M16 8h5M16 12h5M16 16h5" />
    </>,
  ),
  body: makeIcon(
    <>
      <path d="M4 16H2.5v-3.5l2-4.5h9.5l4 4h3.5V16H20" />
      <path d="M8 16h8" />
      <circle cx="6" cy="16.5" r="2" />
      <circle cx="18" cy="16.5" r="2" />
    </>,
  ),
  electrics: makeIcon(<path d="M13 2 4 14h7l-1 8 9-12h-7z" />),
  fluids: makeIcon(<path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z" />),
  luggage: makeIcon(
    <>
      <rect x="4" y="7" width="16" height="13" rx="2" />
      <path d="M9 7V4h6v3M9 11v5M15 11v5" />
    </>,
  ),
  exhaust: makeIcon(
    <>
      <rect x="6" y="9" width="11" height="7" rx="3.5" />
      <path d="M2 12.5h4M17 12.5h4" />
      <path d="M19 4.5c1 1 1 2 0 3M22 4c1.3 1.3 1.3 2.7 0 4" />
    </>,
  ),
  tools: makeIcon(
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1L3 17.7 6.3 21l6.3-6.3a4 4 0 0 0 5.1-5.4l-2.6 2.6-2.4-.6-.6-2.4z" />,
  ),
};

/** First match wins: "engine-oil" belongs with the fluids, "brake-fluid" with the brakes. */
const FAMILIES: [RegExp, keyof typeof ICONS][] = [
  [/brake/, 'brake'],
  [/exhaust|muffler|silencer|catalyt/, 'exhaust'],
  [/filter|oil|fluid|lubric/, 'fluids'],
  [/engine|motor|timing|cooling/, 'engine'],
  [/suspension|steering|shock|drivetrain|axle|spring/, 'suspension'],
  [/light|lamp|bulb/, 'lighting'],
  [/body|panel|mirror|bumper/, 'body'],
  [/electric|battery|ignition|starter|alternator/, 'electrics'],
  [/luggage|roof|carrier|tow/, 'luggage'],
  [/tool/, 'tools'],
];

export function categoryFamily(slug: string): keyof typeof ICONS | undefined {
  const lower = slug.toLowerCase();
  return FAMILIES.find(([pattern]) => pattern.test(lower))?.[1];
}

export function CategoryIcon({ slug, ...props }: { slug: string } & IconProps) {
  const family = categoryFamily(slug);
  if (!family) return null;
  const Icon = ICONS[family];
  return <Icon {...props} />;
}
