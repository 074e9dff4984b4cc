/**
 * Small marks for the footer's parcel carriers and payment methods: our own simple drawings (coloured
 * wordmarks and shapes in each brand's colours), not the companies' logo files. Inline SVG, so no
 * requests; each is an image named after the brand.
 */
import type { ReactNode } from 'react';

const WIDTH = 60;
const HEIGHT = 36;

interface Mark {
  name: string;
  background: string;
  /** Drawn on a 60x36 canvas over the background. */
  art: ReactNode;
}

function word(
  text: string,
  fill: string,
  {
    size = 14,
    x = WIDTH / 2,
    italic = false,
    weight = 800,
  }: { size?: number; x?: number; italic?: boolean; weight?: number } = {},
) {
  return (
    <text
      x={x}
      y={HEIGHT / 2}
      fill={fill}
      fontSize={size}
      fontWeight={weight}
      fontStyle={italic ? 'italic' : 'normal'}
      fontFamily="Arial, Helvetica, sans-serif"
      textAnchor="middle"
      dominantBaseline="central"
    >
      {text}
    </text>
  );
}

export const CARRIER_MARKS: Mark[] = [
  {
    name: 'DHL',
    background: '#ffcc00',
    art: word('DHL', '#d40511', { size: 17, italic: true, weight: 900 }),
  },
  {
    name: 'DPD',
    background: '#ffffff',
    art: (
      <>
        <path d="M8 12l6-3 6 3v8l-6 3-6-3z" fill="#414042" />
        <path d="M8 12l6 3 6-3M14 15v8" stroke="#ffffff" strokeWidth={1} fill="none" />
        {word('dpd', '#dc0032', { size: 15, x: 38 })}
      </>
    ),
  },
  {
    name: 'GLS',
    background: '#061ab1',
    art: (
      <>
        {word('GLS', '#ffffff', { size: 16 })}
        <rect x="14" y="27" width="32" height="3" rx="1.5" fill="#ffd100" />
      </>
    ),
  },
  {
    name: 'UPS',
    background: '#ffffff',
    art: (
      <>
        <path d="M18 4h24v16c0 7-6 11-12 13-6-2-12-6-12-13z" fill="#351c15" />
        {word('ups', '#ffb500', { size: 12 })}
      </>
    ),
  },
  {
    name: 'InPost',
    background: '#ffcd00',
    art: word('InPost', '#1d1d1b', { size: 13 }),
  },
  {
    name: 'FedEx',
    background: '#ffffff',
    art: (
      <text
        x={WIDTH / 2}
        y={HEIGHT / 2}
        fontSize={15}
        fontWeight={900}
        fontFamily="Arial, Helvetica, sans-serif"
        textAnchor="middle"
        dominantBaseline="central"
      >
        <tspan fill="#4d148c">Fed</tspan>
        <tspan fill="#ff6200">Ex</tspan>
      </text>
    ),
  },
];

export const PAYMENT_MARKS: Mark[] = [
  {
    name: 'Visa',
    background: '#ffffff',
    art: word('VISA', '#1a1f71', { size: 16, italic: true, weight: 900 }),
  },
  {
    name: 'Mastercard',
    background: '#ffffff',
    art: (
      <>
        <circle cx="24" cy="18" r="10" fill="#eb001b" />
        <circle cx="36" cy="18" r="10" fill="#f79e1b" fillOpacity={0.9} />
      </>
    ),
  },
  {
    name: 'PayPal',
    background: '#ffffff',
    art: (
      <text
        x={WIDTH / 2}
        y={HEIGHT / 2}
        fontSize={13}
        fontWeight={800}
        fontStyle="italic"
        fontFamily="Arial, Helvetica, sans-serif"
        textAnchor="middle"
        dominantBaseline="central"
      >
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    ),
  },
  { name: 'Klarna', background: '#ffb3c7', art: word('Klarna', '#17120f', { size: 13 }) },
  { name: 'Vipps', background: '#ff5b24', art: word('Vipps', '#ffffff', { size: 14 }) },
  { name: 'EPS', background: '#ffffff', art: word('eps', '#c8036f', { size: 16, italic: true }) },
  {
    name: 'iDEAL',
    background: '#ffffff',
    art: (
      <>
        <rect x="13" y="5" width="34" height="26" rx="4" fill="none" stroke="#17120f" strokeWidth={1.5} />
        {word('iDEAL', '#cc0066', { size: 12 })}
      </>
    ),
  },
  { name: 'BLIK', background: '#000000', art: word('BLIK', '#ffffff', { size: 15, weight: 900 }) },
];

export function BrandMark({ mark }: { mark: Mark }) {
  return (
    <svg
      role="img"
      aria-label={mark.name}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className="block rounded ring-1 ring-slate-700"
    >
      <rect width={WIDTH} height={HEIGHT} rx="4" fill={mark.background} />
      {mark.art}
    </svg>
  );
}
