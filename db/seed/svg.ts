/**
 * Hand-drawn SVG brand logos and product pictures (the demo ships no downloaded images). One drawing per
 * part type on a 400 x 400 canvas; the three picture variants (front, angle, box) reuse it.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const DARK = '#374151';
const MID = '#6b7280';
const LIGHT = '#9ca3af';
const PALE = '#d1d5db';
const WHITE = '#f9fafb';
const GLASS = '#dbeafe';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Logo: the brand name in its colours on a rounded rectangle. */
export function brandLogoSvg(name: string, bg: string, fg: string): string {
  const size = Math.min(40, Math.floor(208 / (0.56 * name.length)));
  const border = bg.toLowerCase() === '#ffffff' ? ` stroke="${PALE}" stroke-width="2"` : '';
  return (
    XML_HEAD +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect x="2" y="2" width="236" height="92" rx="16" fill="${bg}"${border}/>` +
    `<rect x="24" y="70" width="192" height="4" rx="2" fill="${fg}" opacity="0.35"/>` +
    `<text x="120" y="50" text-anchor="middle" dominant-baseline="central" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="${size}" font-weight="700" fill="${fg}">${escapeXml(name)}</text></svg>\n`
  );
}

/** Points at `count` equal angles on a circle, for bolt holes, fins and the like. */
function around(count: number, cx: number, cy: number, r: number, offsetDeg = 0): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const a = ((offsetDeg + (360 * i) / count) * Math.PI) / 180;
    out.push([Math.round((cx + r * Math.cos(a)) * 10) / 10, Math.round((cy + r * Math.sin(a)) * 10) / 10]);
  }
  return out;
}

function dots(points: [number, number][], r: number, fill: string, extra = ''): string {
  return points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${extra}/>`).join('');
}

/** Closed path around several pulleys (convex hull of points sampled on each circle): a belt. */
function beltPath(circles: [number, number, number][]): string {
  const pts = circles.flatMap(([cx, cy, r]) => around(48, cx, cy, r));
  pts.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) => {
    const hull: [number, number][] = [];
    for (const p of list) {
      while (hull.length >= 2 && cross(hull[hull.length - 2]!, hull[hull.length - 1]!, p) <= 0) hull.pop();
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  const hull = [...half(pts), ...half([...pts].reverse())];
  return `M${hull.map(([x, y]) => `${x} ${y}`).join(' L')} Z`;
}

function lines(
  count: number,
  at: (i: number) => [number, number, number, number],
  stroke: string,
  width = 3,
) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x1, y1, x2, y2] = at(i);
    out += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}"/>`;
  }
  return out;
}

const pad = `<path d="M64 170 C64 132 96 118 130 118 L270 118 C304 118 336 132 336 170 L324 262 C322 280 308 290 290 290 L110 290 C92 290 78 280 76 262 Z" fill="${DARK}"/><path d="M88 178 C88 150 110 140 136 140 L264 140 C290 140 312 150 312 178 L302 254 C300 266 292 272 280 272 L120 272 C108 272 100 266 98 254 Z" fill="${LIGHT}"/><rect x="196" y="140" width="8" height="132" fill="${MID}"/>`;

/** Part drawings; `a` is the accent colour of the part type. */
const ICONS = {
  'brake-pads': (a: string) =>
    `<g transform="translate(22 -30)" opacity="0.5">${pad}</g>${pad}` +
    `<path d="M292 126 C312 92 348 100 344 130" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round"/>`,
  'brake-disc': (a: string) =>
    `<circle cx="200" cy="200" r="140" fill="${LIGHT}" stroke="${MID}" stroke-width="6"/>` +
    `<circle cx="200" cy="200" r="116" fill="none" stroke="${PALE}" stroke-width="2" stroke-dasharray="5 9"/>` +
    dots(around(16, 200, 200, 98), 5, MID) +
    `<circle cx="200" cy="200" r="66" fill="${a}"/>` +
    `<circle cx="200" cy="200" r="24" fill="${WHITE}" stroke="${DARK}" stroke-width="4"/>` +
    dots(around(5, 200, 200, 45, -90), 7, WHITE, ` stroke="${DARK}" stroke-width="2"`),
  'brake-drum': (a: string) =>
    dots(around(24, 200, 200, 138), 12, MID) +
    `<circle cx="200" cy="200" r="136" fill="${DARK}"/><circle cx="200" cy="200" r="104" fill="${LIGHT}"/>` +
    `<circle cx="200" cy="200" r="56" fill="${a}"/><circle cx="200" cy="200" r="22" fill="${WHITE}"/>` +
    dots(around(4, 200, 200, 40, 45), 7, WHITE),
  'brake-shoes': (a: string) =>
    `<path d="M176 70 A132 132 0 0 0 176 330" fill="none" stroke="${DARK}" stroke-width="26"/>` +
    `<path d="M160 74 A128 128 0 0 0 160 326" fill="none" stroke="${a}" stroke-width="14"/>` +
    `<path d="M224 70 A132 132 0 0 1 224 330" fill="none" stroke="${DARK}" stroke-width="26"/>` +
    `<path d="M240 74 A128 128 0 0 1 240 326" fill="none" stroke="${a}" stroke-width="14"/>` +
    `<path d="M172 110 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10" fill="none" stroke="${MID}" stroke-width="5"/>` +
    `<path d="M172 290 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10" fill="none" stroke="${MID}" stroke-width="5"/>`,
  caliper: (a: string) =>
    `<circle cx="140" cy="200" r="140" fill="${PALE}" stroke="${LIGHT}" stroke-width="5"/>` +
    `<circle cx="140" cy="200" r="50" fill="${LIGHT}"/>` +
    `<path d="M196 66 C290 70 346 130 346 200 C346 270 290 330 196 334 L178 334 L178 288 C246 282 290 246 290 200 C290 154 246 118 178 112 L178 66 Z" fill="${a}"/>` +
    dots(
      [
        [300, 130],
        [300, 270],
      ],
      12,
      DARK,
    ) +
    `<rect x="318" y="186" width="30" height="28" rx="6" fill="${MID}"/>`,
  cable: (a: string) =>
    `<path d="M100 118 C210 70 120 262 238 240 S300 300 318 312" fill="none" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="52" y="92" width="66" height="52" rx="10" fill="${a}"/>` +
    `<rect x="300" y="292" width="50" height="34" rx="8" fill="${MID}"/>` +
    dots(
      [
        [176, 150],
        [214, 236],
      ],
      10,
      LIGHT,
    ),
  hose: (a: string) =>
    `<path d="M96 292 C120 140 280 260 304 108" fill="none" stroke="${DARK}" stroke-width="26" stroke-linecap="round"/>` +
    `<rect x="70" y="280" width="52" height="60" rx="8" fill="${LIGHT}"/><rect x="278" y="60" width="52" height="60" rx="8" fill="${LIGHT}"/>` +
    `<circle cx="96" cy="340" r="14" fill="${MID}"/><rect x="180" y="186" width="40" height="30" rx="6" fill="${a}"/>`,
  cylinder: (a: string) =>
    `<rect x="92" y="200" width="232" height="76" rx="22" fill="${LIGHT}"/>` +
    `<rect x="66" y="176" width="32" height="124" rx="8" fill="${MID}"/>` +
    `<path d="M150 200 L150 132 Q150 112 170 112 L272 112 Q292 112 292 132 L292 200 Z" fill="${WHITE}" stroke="${LIGHT}" stroke-width="4"/>` +
    `<rect x="196" y="88" width="52" height="28" rx="8" fill="${a}"/>` +
    lines(3, (i) => [162, 150 + i * 14, 180, 150 + i * 14], LIGHT) +
    dots(
      [
        [250, 238],
        [300, 238],
      ],
      9,
      DARK,
    ),
  'belt-kit': (a: string) =>
    `<path d="${beltPath([
      [140, 218, 92],
      [292, 132, 58],
      [300, 292, 36],
    ])}" fill="none" stroke="${DARK}" stroke-width="16" stroke-linejoin="round"/>` +
    `<circle cx="140" cy="218" r="80" fill="${LIGHT}"/><circle cx="140" cy="218" r="26" fill="${MID}"/>` +
    `<circle cx="292" cy="132" r="48" fill="${LIGHT}"/><circle cx="292" cy="132" r="16" fill="${MID}"/>` +
    `<circle cx="300" cy="292" r="26" fill="${a}"/><circle cx="300" cy="292" r="8" fill="${WHITE}"/>`,
  'water-pump': (a: string) =>
    `<path d="M80 150 L200 70 L320 150 L290 310 L110 310 Z" fill="${MID}" stroke-linejoin="round"/>` +
    dots(
      [
        [200, 92],
        [104, 160],
        [296, 160],
        [130, 292],
        [270, 292],
      ],
      9,
      WHITE,
    ) +
    `<circle cx="200" cy="200" r="84" fill="${LIGHT}"/>` +
    around(8, 200, 200, 50)
      .map(
        ([x, y]) =>
          `<line x1="200" y1="200" x2="${x}" y2="${y}" stroke="${a}" stroke-width="14" stroke-linecap="round"/>`,
      )
      .join('') +
    `<circle cx="200" cy="200" r="22" fill="${DARK}"/>`,
  'spark-plug': (a: string) =>
    `<rect x="188" y="42" width="24" height="34" rx="4" fill="${MID}"/>` +
    `<path d="M176 76 L224 76 L232 190 L168 190 Z" fill="${WHITE}" stroke="${PALE}" stroke-width="3"/>` +
    lines(4, (i) => [172, 96 + i * 18, 228, 96 + i * 18], PALE) +
    `<rect x="158" y="190" width="84" height="44" rx="4" fill="${LIGHT}" stroke="${MID}" stroke-width="3"/>` +
    `<rect x="168" y="234" width="64" height="14" fill="${a}"/>` +
    `<rect x="180" y="248" width="40" height="76" fill="${LIGHT}"/>` +
    lines(8, (i) => [180, 254 + i * 9, 220, 258 + i * 9], MID, 2) +
    `<path d="M200 324 L200 344 L222 344" fill="none" stroke="${DARK}" stroke-width="6"/>`,
  'ignition-coil': (a: string) =>
    `<rect x="130" y="50" width="140" height="70" rx="12" fill="${a}"/>` +
    `<rect x="250" y="66" width="50" height="38" rx="6" fill="${DARK}"/>` +
    `<rect x="176" y="120" width="48" height="170" fill="${DARK}"/>` +
    `<path d="M170 290 L230 290 L222 350 L178 350 Z" fill="${MID}"/>` +
    dots([[150, 84]], 8, WHITE),
  injector: (a: string) =>
    `<rect x="166" y="46" width="68" height="64" rx="10" fill="${a}"/><rect x="234" y="62" width="40" height="30" rx="6" fill="${DARK}"/>` +
    `<rect x="178" y="110" width="44" height="160" fill="${LIGHT}"/>` +
    `<rect x="172" y="136" width="56" height="10" fill="${DARK}"/><rect x="172" y="250" width="56" height="10" fill="${DARK}"/>` +
    `<path d="M186 270 L214 270 L206 350 L194 350 Z" fill="${MID}"/>`,
  gasket: (a: string) =>
    `<rect x="40" y="120" width="320" height="160" rx="18" fill="${LIGHT}" stroke="${MID}" stroke-width="4"/>` +
    [88, 164, 240, 316]
      .map((x) => `<circle cx="${x - 4}" cy="200" r="34" fill="${WHITE}" stroke="${a}" stroke-width="6"/>`)
      .join('') +
    dots(
      [
        [62, 140],
        [62, 260],
        [338, 140],
        [338, 260],
        [202, 140],
        [202, 260],
      ],
      7,
      WHITE,
    ),
  seal: (a: string) =>
    `<circle cx="200" cy="200" r="130" fill="${DARK}"/><circle cx="200" cy="200" r="104" fill="${MID}"/>` +
    `<circle cx="200" cy="200" r="84" fill="${a}"/><circle cx="200" cy="200" r="70" fill="${WHITE}"/>`,
  radiator: (a: string) =>
    `<rect x="70" y="100" width="260" height="200" fill="${LIGHT}"/>` +
    lines(25, (i) => [80 + i * 10, 104, 80 + i * 10, 296], MID, 2) +
    `<rect x="44" y="84" width="34" height="232" rx="8" fill="${DARK}"/><rect x="322" y="84" width="34" height="232" rx="8" fill="${DARK}"/>` +
    `<rect x="4" y="110" width="44" height="26" rx="8" fill="${a}"/><rect x="352" y="264" width="44" height="26" rx="8" fill="${a}"/>`,
  thermostat: (a: string) =>
    `<path d="M90 140 L250 140 L250 110 L330 110 L330 180 L250 180 L250 280 L90 280 Z" fill="${MID}"/>` +
    `<circle cx="170" cy="210" r="60" fill="${LIGHT}"/>` +
    `<path d="M140 180 l60 10 l-60 10 l60 10 l-60 10 l60 10 l-60 10" fill="none" stroke="${a}" stroke-width="6"/>`,
  fan: (a: string) =>
    `<rect x="56" y="56" width="288" height="288" rx="30" fill="${DARK}"/><circle cx="200" cy="200" r="124" fill="${MID}"/>` +
    around(7, 200, 200, 0)
      .map(
        (_, i) =>
          `<path d="M200 200 C230 150 270 120 300 140 C290 170 250 200 200 200 Z" fill="${LIGHT}" transform="rotate(${Math.round((360 * i) / 7)} 200 200)"/>`,
      )
      .join('') +
    `<circle cx="200" cy="200" r="30" fill="${a}"/>`,
  pump: (a: string) =>
    `<rect x="150" y="96" width="100" height="210" rx="22" fill="${LIGHT}"/>` +
    `<rect x="136" y="70" width="128" height="40" rx="10" fill="${DARK}"/>` +
    `<rect x="160" y="36" width="22" height="40" fill="${a}"/><rect x="214" y="40" width="22" height="36" fill="${MID}"/>` +
    `<rect x="160" y="306" width="80" height="40" rx="12" fill="${WHITE}" stroke="${PALE}" stroke-width="3"/>`,
  'shock-absorber': (a: string) =>
    `<circle cx="200" cy="54" r="22" fill="none" stroke="${DARK}" stroke-width="12"/>` +
    `<rect x="190" y="72" width="20" height="110" fill="${PALE}" stroke="${LIGHT}" stroke-width="2"/>` +
    `<rect x="164" y="168" width="72" height="22" rx="6" fill="${DARK}"/>` +
    `<rect x="168" y="186" width="64" height="150" rx="8" fill="${a}"/>` +
    `<circle cx="200" cy="352" r="20" fill="none" stroke="${DARK}" stroke-width="12"/>`,
  'coil-spring': (a: string) =>
    Array.from(
      { length: 8 },
      (_, i) =>
        `<ellipse cx="200" cy="${84 + i * 33}" rx="96" ry="20" fill="none" stroke="${a}" stroke-width="14"/>`,
    ).join('') +
    `<ellipse cx="200" cy="84" rx="96" ry="20" fill="none" stroke="${DARK}" stroke-width="4" opacity="0.4"/>`,
  mount: (a: string) =>
    `<circle cx="200" cy="200" r="132" fill="${DARK}"/><circle cx="200" cy="200" r="100" fill="${MID}"/>` +
    `<circle cx="200" cy="200" r="66" fill="none" stroke="${a}" stroke-width="14"/><circle cx="200" cy="200" r="26" fill="${WHITE}"/>` +
    dots(around(3, 200, 200, 116, -90), 10, LIGHT),
  'control-arm': (a: string) =>
    `<path d="M70 130 L300 170 L120 310 Z" fill="${MID}" stroke="${MID}" stroke-width="40" stroke-linejoin="round"/>` +
    `<circle cx="70" cy="130" r="32" fill="${DARK}"/><circle cx="70" cy="130" r="14" fill="${WHITE}"/>` +
    `<circle cx="120" cy="310" r="32" fill="${DARK}"/><circle cx="120" cy="310" r="14" fill="${WHITE}"/>` +
    `<circle cx="306" cy="170" r="36" fill="${a}"/><rect x="296" y="100" width="20" height="40" fill="${LIGHT}"/>`,
  link: (a: string) =>
    `<line x1="100" y1="300" x2="300" y2="100" stroke="${LIGHT}" stroke-width="20" stroke-linecap="round"/>` +
    `<circle cx="100" cy="300" r="36" fill="${MID}"/><circle cx="300" cy="100" r="36" fill="${MID}"/>` +
    `<circle cx="100" cy="300" r="20" fill="${a}"/><circle cx="300" cy="100" r="20" fill="${a}"/>` +
    `<rect x="290" y="20" width="20" height="50" fill="${DARK}"/><rect x="90" y="330" width="20" height="50" fill="${DARK}"/>`,
  bearing: (a: string) =>
    `<circle cx="200" cy="200" r="136" fill="${LIGHT}"/><circle cx="200" cy="200" r="108" fill="${DARK}"/>` +
    dots(around(14, 200, 200, 90), 14, WHITE) +
    `<circle cx="200" cy="200" r="72" fill="${LIGHT}"/><circle cx="200" cy="200" r="48" fill="${WHITE}"/>` +
    `<circle cx="200" cy="200" r="122" fill="none" stroke="${a}" stroke-width="6"/>`,
  hub: (a: string) =>
    `<circle cx="200" cy="200" r="130" fill="${LIGHT}"/>` +
    dots(around(5, 200, 200, 90, -90), 14, DARK) +
    `<circle cx="200" cy="200" r="60" fill="${MID}"/><circle cx="200" cy="200" r="48" fill="none" stroke="${a}" stroke-width="8"/>` +
    `<circle cx="200" cy="200" r="22" fill="${WHITE}"/>`,
  clutch: (a: string) =>
    `<circle cx="226" cy="214" r="130" fill="${a}"/><circle cx="200" cy="200" r="140" fill="${DARK}"/>` +
    around(18, 200, 200, 0)
      .map(
        (_, i) =>
          `<path d="M196 110 L204 110 L210 170 L190 170 Z" fill="${PALE}" transform="rotate(${i * 20} 200 200)"/>`,
      )
      .join('') +
    `<circle cx="200" cy="200" r="26" fill="${WHITE}"/>` +
    dots(around(6, 200, 200, 126), 6, LIGHT),
  'cv-joint': (a: string) =>
    `<rect x="40" y="186" width="120" height="28" fill="${LIGHT}"/>` +
    `<path d="M150 170 L170 190 L190 165 L210 195 L230 160 L250 200 L250 200 L230 240 L210 205 L190 235 L170 210 L150 230 Z" fill="${DARK}"/>` +
    `<path d="M250 140 L320 150 Q350 200 320 250 L250 260 Z" fill="${MID}"/>` +
    `<rect x="320" y="186" width="50" height="28" fill="${LIGHT}"/>` +
    `<rect x="144" y="176" width="12" height="48" fill="${a}"/><rect x="244" y="150" width="12" height="100" fill="${a}"/>`,
  bulb: (a: string) =>
    `<path d="M200 50 C272 50 300 110 284 160 C274 192 246 206 240 240 L160 240 C154 206 126 192 116 160 C100 110 128 50 200 50 Z" fill="${GLASS}" stroke="#93c5fd" stroke-width="4"/>` +
    `<path d="M176 240 L176 160 M224 240 L224 160 M176 160 l8 -10 l8 10 l8 -10 l8 10 l8 -10 l8 10" fill="none" stroke="${DARK}" stroke-width="4"/>` +
    `<rect x="150" y="240" width="100" height="24" fill="${a}"/>` +
    `<rect x="162" y="264" width="76" height="70" rx="6" fill="${LIGHT}"/>` +
    lines(3, (i) => [162, 282 + i * 16, 238, 282 + i * 16], MID),
  headlight: (a: string) =>
    `<path d="M40 150 Q60 96 140 92 L340 100 Q370 104 364 150 L340 292 Q330 312 300 312 L110 312 Q60 310 50 260 Z" fill="${DARK}"/>` +
    `<path d="M62 156 Q80 116 146 112 L334 120 Q348 124 344 152 L324 282 Q318 292 300 292 L114 292 Q76 290 70 254 Z" fill="${GLASS}" opacity="0.9"/>` +
    `<circle cx="140" cy="196" r="48" fill="${LIGHT}"/><circle cx="140" cy="196" r="22" fill="${WHITE}"/>` +
    `<circle cx="256" cy="196" r="40" fill="${PALE}"/><circle cx="256" cy="196" r="16" fill="${WHITE}"/>` +
    `<path d="M86 262 L316 262" stroke="${a}" stroke-width="10" stroke-linecap="round"/>`,
  'tail-light': (a: string) =>
    `<path d="M60 110 L330 110 Q350 110 348 134 L330 290 Q326 310 306 310 L80 310 Q60 310 60 290 Z" fill="${DARK}"/>` +
    `<path d="M76 126 L326 126 L318 200 L76 200 Z" fill="${a}"/>` +
    `<path d="M76 208 L316 208 L312 246 L76 246 Z" fill="#f59e0b"/>` +
    `<path d="M76 254 L310 254 L306 294 L76 294 Z" fill="${WHITE}"/>`,
  'oil-filter': (a: string) =>
    `<rect x="116" y="96" width="168" height="230" rx="16" fill="${a}"/>` +
    `<ellipse cx="200" cy="96" rx="84" ry="22" fill="${DARK}"/><ellipse cx="200" cy="96" rx="28" ry="8" fill="${LIGHT}"/>` +
    lines(10, (i) => [128 + i * 16, 110, 128 + i * 16, 130], DARK, 3) +
    `<rect x="116" y="200" width="168" height="46" fill="${WHITE}" opacity="0.85"/>` +
    lines(2, (i) => [140, 214 + i * 16, 260 - i * 40, 214 + i * 16], LIGHT, 5),
  'air-filter': (a: string) =>
    `<rect x="50" y="110" width="300" height="180" rx="16" fill="${a}"/>` +
    `<rect x="70" y="128" width="260" height="144" fill="${WHITE}"/>` +
    `<path d="M70 128 ${Array.from({ length: 13 }, (_, i) => `L${80 + i * 20} 272 L${90 + i * 20} 128`).join(' ')}" fill="none" stroke="${PALE}" stroke-width="3"/>`,
  'oil-can': (a: string) =>
    `<path d="M100 120 L250 120 L300 170 L300 340 Q300 350 290 350 L110 350 Q100 350 100 340 Z" fill="${a}"/>` +
    `<path d="M120 120 L120 80 Q120 64 136 64 L214 64 Q230 64 230 80 L230 120 L206 120 L206 88 L144 88 L144 120 Z" fill="${a}"/>` +
    `<rect x="256" y="112" width="36" height="32" rx="6" fill="${DARK}" transform="rotate(45 274 128)"/>` +
    `<rect x="124" y="200" width="152" height="110" rx="8" fill="${WHITE}"/>` +
    lines(3, (i) => [142, 228 + i * 26, 258 - i * 30, 228 + i * 26], LIGHT, 8),
  bottle: (a: string) =>
    `<path d="M150 120 L150 96 L250 96 L250 120 Q290 140 290 190 L290 330 Q290 350 270 350 L130 350 Q110 350 110 330 L110 190 Q110 140 150 120 Z" fill="${WHITE}" stroke="${PALE}" stroke-width="4"/>` +
    `<path d="M112 230 L288 230 L288 330 Q288 348 270 348 L130 348 Q112 348 112 330 Z" fill="${a}" opacity="0.45"/>` +
    `<rect x="158" y="56" width="84" height="44" rx="8" fill="${a}"/>` +
    `<rect x="132" y="196" width="136" height="90" rx="8" fill="${WHITE}" stroke="${PALE}" stroke-width="2"/>`,
  battery: (a: string) =>
    `<rect x="64" y="136" width="272" height="184" rx="12" fill="${DARK}"/><rect x="56" y="116" width="288" height="40" rx="8" fill="${MID}"/>` +
    `<rect x="92" y="92" width="40" height="28" rx="4" fill="#dc2626"/><rect x="268" y="92" width="40" height="28" rx="4" fill="#111827"/>` +
    `<rect x="64" y="196" width="272" height="60" fill="${a}"/>` +
    `<path d="M104 226 h24 M116 214 v24 M272 226 h24" stroke="${WHITE}" stroke-width="6"/>`,
  alternator: (a: string) =>
    `<rect x="250" y="90" width="40" height="40" rx="8" fill="${MID}"/><rect x="250" y="270" width="40" height="40" rx="8" fill="${MID}"/>` +
    `<circle cx="220" cy="200" r="112" fill="${LIGHT}"/>` +
    dots(around(16, 220, 200, 86), 8, MID) +
    `<circle cx="220" cy="200" r="56" fill="${PALE}"/>` +
    `<rect x="46" y="160" width="90" height="80" rx="6" fill="${DARK}"/>` +
    lines(5, (i) => [50, 170 + i * 15, 132, 170 + i * 15], MID, 4) +
    `<rect x="300" y="178" width="44" height="44" rx="6" fill="${a}"/>`,
  sensor: (a: string) =>
    `<path d="M90 100 C150 60 200 140 200 196" fill="none" stroke="${DARK}" stroke-width="10"/>` +
    `<rect x="56" y="78" width="58" height="46" rx="8" fill="${a}"/>` +
    `<rect x="166" y="190" width="68" height="40" rx="4" fill="${LIGHT}" stroke="${MID}" stroke-width="3"/>` +
    `<rect x="180" y="230" width="40" height="60" fill="${LIGHT}"/>` +
    lines(6, (i) => [180, 236 + i * 9, 220, 240 + i * 9], MID, 2) +
    `<path d="M186 290 L214 290 L208 330 L192 330 Z" fill="${MID}"/>`,
  'wiper-blade': (a: string) =>
    `<path d="M52 316 L330 70 L346 84 L70 332 Z" fill="${DARK}"/>` +
    `<path d="M62 336 L340 90" stroke="${MID}" stroke-width="6"/>` +
    `<rect x="176" y="176" width="48" height="48" rx="8" fill="${a}" transform="rotate(-42 200 200)"/>`,
  mirror: (a: string) =>
    `<path d="M60 130 Q70 80 150 76 L300 80 Q344 86 344 150 L336 260 Q330 310 270 312 L110 312 Q66 306 62 250 Z" fill="${DARK}"/>` +
    `<path d="M84 140 Q92 104 152 100 L296 104 Q322 110 322 152 L314 252 Q310 288 268 290 L114 290 Q88 286 86 250 Z" fill="${GLASS}"/>` +
    `<path d="M96 150 L160 112" stroke="${WHITE}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M120 304 L280 304" stroke="${a}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="330" y="170" width="50" height="70" rx="10" fill="${MID}"/>`,
  'body-panel': (a: string) =>
    `<path d="M30 170 Q40 120 110 116 L290 116 Q360 120 370 170 L364 250 Q356 290 310 292 L90 292 Q44 290 36 250 Z" fill="${LIGHT}"/>` +
    `<rect x="120" y="200" width="160" height="54" rx="14" fill="${DARK}"/>` +
    lines(3, (i) => [130, 214 + i * 14, 270, 214 + i * 14], MID, 3) +
    `<circle cx="80" cy="228" r="22" fill="${DARK}"/><circle cx="320" cy="228" r="22" fill="${DARK}"/>` +
    `<path d="M70 150 L330 150" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  'gas-spring': (a: string) =>
    `<line x1="90" y1="310" x2="220" y2="180" stroke="${DARK}" stroke-width="40" stroke-linecap="round"/>` +
    `<line x1="220" y1="180" x2="310" y2="90" stroke="${PALE}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="80" cy="320" r="20" fill="${a}"/><circle cx="318" cy="82" r="20" fill="${a}"/>`,
  silencer: (a: string) =>
    `<rect x="20" y="180" width="90" height="26" fill="${MID}"/>` +
    `<rect x="96" y="120" width="220" height="150" rx="60" fill="${LIGHT}" stroke="${MID}" stroke-width="5"/>` +
    lines(2, (i) => [150 + i * 110, 126, 150 + i * 110, 264], MID, 4) +
    `<rect x="310" y="200" width="80" height="34" rx="8" fill="${PALE}" stroke="${MID}" stroke-width="3"/>` +
    `<rect x="100" y="176" width="10" height="34" fill="${a}"/>`,
  clamp: (a: string) =>
    `<path d="M120 110 L120 220 A80 80 0 0 0 280 220 L280 110" fill="none" stroke="${LIGHT}" stroke-width="18"/>` +
    `<rect x="96" y="150" width="208" height="34" rx="6" fill="${DARK}"/>` +
    `<rect x="104" y="96" width="32" height="28" fill="${a}"/><rect x="264" y="96" width="32" height="28" fill="${a}"/>`,
  'egr-valve': (a: string) =>
    `<circle cx="200" cy="270" r="74" fill="${MID}"/><circle cx="200" cy="270" r="40" fill="${WHITE}"/>` +
    `<rect x="130" y="90" width="140" height="140" rx="18" fill="${DARK}"/>` +
    `<rect x="270" y="120" width="56" height="50" rx="8" fill="${a}"/>` +
    dots(
      [
        [142, 220],
        [258, 220],
      ],
      8,
      LIGHT,
    ),
  'roof-box': (a: string) =>
    `<path d="M30 250 Q60 140 200 130 Q330 124 372 210 Q380 250 340 260 L70 262 Q30 262 30 250 Z" fill="${DARK}"/>` +
    `<path d="M70 200 Q140 154 260 156" fill="none" stroke="${MID}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="190" y="226" width="36" height="16" rx="4" fill="${a}"/>` +
    `<rect x="60" y="262" width="280" height="12" fill="${LIGHT}"/>` +
    dots(
      [
        [110, 284],
        [290, 284],
      ],
      10,
      MID,
    ),
  'roof-bars': (a: string) =>
    `<path d="M20 320 Q80 180 200 170 Q320 180 380 320 Z" fill="${PALE}"/>` +
    `<rect x="40" y="168" width="320" height="18" rx="9" fill="${DARK}"/><rect x="60" y="228" width="280" height="18" rx="9" fill="${DARK}"/>` +
    [
      [82, 182],
      [302, 182],
      [96, 242],
      [290, 242],
    ]
      .map(([x, y]) => `<rect x="${x}" y="${y}" width="22" height="26" fill="${MID}"/>`)
      .join('') +
    `<rect x="34" y="166" width="16" height="22" rx="4" fill="${a}"/><rect x="350" y="166" width="16" height="22" rx="4" fill="${a}"/>`,
  'bike-carrier': (a: string) =>
    `<rect x="40" y="300" width="320" height="16" rx="8" fill="${a}"/>` +
    `<circle cx="110" cy="250" r="56" fill="none" stroke="${DARK}" stroke-width="10"/><circle cx="290" cy="250" r="56" fill="none" stroke="${DARK}" stroke-width="10"/>` +
    `<path d="M110 250 L170 160 L260 160 L290 250 M170 160 L200 250 L260 160 M160 140 L190 140 M260 160 L250 130 L280 126" fill="none" stroke="${MID}" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="M200 300 L220 200" stroke="${LIGHT}" stroke-width="10"/>`,
  towbar: (a: string) =>
    `<rect x="30" y="150" width="340" height="36" rx="8" fill="${DARK}"/>` +
    `<path d="M200 186 L200 250 Q200 300 250 300 L270 300" fill="none" stroke="${MID}" stroke-width="26"/>` +
    `<circle cx="290" cy="292" r="30" fill="${LIGHT}"/>` +
    `<rect x="100" y="196" width="50" height="50" rx="25" fill="${a}"/>`,
  spanner: (a: string) =>
    `<g transform="rotate(-40 200 200)"><rect x="70" y="186" width="260" height="28" rx="10" fill="${LIGHT}"/>` +
    `<circle cx="70" cy="200" r="40" fill="${LIGHT}"/><circle cx="70" cy="200" r="18" fill="${WHITE}"/>` +
    `<path d="M330 160 L374 170 L352 200 L374 230 L330 240 Q300 200 330 160 Z" fill="${LIGHT}"/>` +
    `<rect x="170" y="186" width="80" height="28" fill="${a}"/></g>` +
    `<g transform="rotate(40 200 200)" opacity="0.65"><rect x="80" y="190" width="240" height="20" rx="8" fill="${MID}"/>` +
    `<circle cx="80" cy="200" r="30" fill="${MID}"/><circle cx="320" cy="200" r="30" fill="${MID}"/></g>`,
  'socket-set': (a: string) =>
    `<rect x="40" y="90" width="320" height="230" rx="18" fill="${a}"/><rect x="60" y="110" width="280" height="190" rx="10" fill="${DARK}"/>` +
    Array.from(
      { length: 7 },
      (_, i) => `<circle cx="${90 + i * 37}" cy="150" r="${10 + i * 1.5}" fill="${PALE}"/>`,
    ).join('') +
    `<rect x="84" y="200" width="170" height="24" rx="8" fill="${LIGHT}"/><circle cx="268" cy="212" r="26" fill="${LIGHT}"/>` +
    `<rect x="84" y="250" width="230" height="16" rx="6" fill="${MID}"/>`,
  'torque-wrench': (a: string) =>
    `<g transform="rotate(-30 200 200)"><rect x="40" y="184" width="300" height="32" rx="12" fill="${LIGHT}"/>` +
    `<rect x="210" y="178" width="130" height="44" rx="14" fill="${a}"/>` +
    `<circle cx="40" cy="200" r="34" fill="${MID}"/><rect x="24" y="184" width="32" height="32" fill="${DARK}"/>` +
    lines(8, (i) => [100 + i * 12, 188, 100 + i * 12, 200], DARK, 2) +
    `</g>`,
  jack: (a: string) =>
    `<path d="M40 280 L320 280 L320 250 L60 250 Z" fill="${DARK}"/>` +
    dots(
      [
        [70, 300],
        [290, 300],
      ],
      18,
      MID,
    ) +
    `<path d="M120 260 L300 130" stroke="${a}" stroke-width="30" stroke-linecap="round"/>` +
    `<rect x="272" y="100" width="64" height="24" rx="6" fill="${MID}"/>` +
    `<path d="M60 250 L10 170" stroke="${LIGHT}" stroke-width="12" stroke-linecap="round"/>`,
  tester: (a: string) =>
    `<rect x="110" y="50" width="180" height="280" rx="24" fill="${DARK}"/>` +
    `<rect x="130" y="74" width="140" height="110" rx="8" fill="#0f172a"/>` +
    `<path d="M140 160 L170 130 L200 150 L230 100 L260 120" fill="none" stroke="${a}" stroke-width="5"/>` +
    dots(
      [
        [160, 230],
        [200, 230],
        [240, 230],
        [160, 272],
        [200, 272],
        [240, 272],
      ],
      12,
      LIGHT,
    ) +
    `<path d="M200 330 C200 370 300 360 330 330" fill="none" stroke="${DARK}" stroke-width="10"/>` +
    `<rect x="316" y="300" width="60" height="40" rx="6" fill="${MID}"/>`,
} satisfies Record<string, (accent: string) => string>;

export type IconKind = keyof typeof ICONS;
export const ICON_KINDS = Object.keys(ICONS) as IconKind[];

/** Picture variants: 1 front view, 2 the other side at an angle, 3 the part in front of its box. */
export const IMAGE_VARIANTS = [1, 2, 3] as const;
/** A full gallery adds 4 a close-up, 5 the view from above and 6 a pair of the part. */
export const GALLERY_VARIANTS = [1, 2, 3, 4, 5, 6] as const;
export type ImageVariant = (typeof GALLERY_VARIANTS)[number];

export function productImageFile(kind: IconKind, variant: ImageVariant): string {
  return `${kind}-${variant}.svg`;
}

/** Accent colour of each part type (brake parts red, filters green...); the rest of a drawing is grey. */
const ACCENTS: Record<IconKind, string> = {
  'brake-pads': '#dc2626',
  'brake-disc': '#1e40af',
  'brake-drum': '#1e40af',
  'brake-shoes': '#b45309',
  caliper: '#dc2626',
  cable: '#f59e0b',
  hose: '#2563eb',
  cylinder: '#f59e0b',
  'belt-kit': '#16a34a',
  'water-pump': '#0891b2',
  'spark-plug': '#b91c1c',
  'ignition-coil': '#7c3aed',
  injector: '#0d9488',
  gasket: '#ea580c',
  seal: '#ea580c',
  radiator: '#2563eb',
  thermostat: '#ea580c',
  fan: '#2563eb',
  pump: '#16a34a',
  'shock-absorber': '#eab308',
  'coil-spring': '#2563eb',
  mount: '#dc2626',
  'control-arm': '#2563eb',
  link: '#dc2626',
  bearing: '#2563eb',
  hub: '#dc2626',
  clutch: '#b45309',
  'cv-joint': '#2563eb',
  bulb: '#2563eb',
  headlight: '#f59e0b',
  'tail-light': '#dc2626',
  'oil-filter': '#16a34a',
  'air-filter': '#ea580c',
  'oil-can': '#15803d',
  bottle: '#2563eb',
  battery: '#2563eb',
  alternator: '#dc2626',
  sensor: '#7c3aed',
  'wiper-blade': '#2563eb',
  mirror: '#f59e0b',
  'body-panel': '#dc2626',
  'gas-spring': '#16a34a',
  silencer: '#dc2626',
  clamp: '#f59e0b',
  'egr-valve': '#2563eb',
  'roof-box': '#2563eb',
  'roof-bars': '#f59e0b',
  'bike-carrier': '#16a34a',
  towbar: '#dc2626',
  spanner: '#dc2626',
  'socket-set': '#dc2626',
  'torque-wrench': '#2563eb',
  jack: '#dc2626',
  tester: '#22c55e',
};

export function productImageSvg(kind: IconKind, variant: ImageVariant): string {
  const accent = ACCENTS[kind];
  const drawing = ICONS[kind](accent);
  const title = kind.replace(/-/g, ' ');
  let body: string;
  if (variant === 1) {
    body =
      `<rect width="400" height="400" fill="#f3f4f6"/><ellipse cx="200" cy="372" rx="140" ry="12" fill="#e5e7eb"/>` +
      drawing;
  } else if (variant === 2) {
    body =
      `<rect width="400" height="400" fill="#eef2f7"/><ellipse cx="210" cy="374" rx="120" ry="10" fill="#dfe5ee"/>` +
      `<g transform="translate(200 200) rotate(-14) scale(-0.86 0.86) translate(-200 -200)">${drawing}</g>`;
  } else if (variant === 4) {
    body =
      `<rect width="400" height="400" fill="#f8fafc"/>` +
      `<g transform="translate(200 200) scale(1.7) translate(-230 -190)">${drawing}</g>`;
  } else if (variant === 5) {
    body =
      `<rect width="400" height="400" fill="#f1f5f9"/>` +
      `<g transform="translate(200 200) rotate(90) scale(0.8) translate(-200 -200)">${drawing}</g>`;
  } else if (variant === 6) {
    body =
      `<rect width="400" height="400" fill="#f3f4f6"/><ellipse cx="200" cy="360" rx="170" ry="12" fill="#e5e7eb"/>` +
      `<g transform="translate(110 210) scale(0.5) translate(-200 -200)">${drawing}</g>` +
      `<g transform="translate(290 210) scale(-0.5 0.5) translate(-200 -200)">${drawing}</g>`;
  } else {
    body =
      `<rect width="400" height="400" fill="#f3f4f6"/>` +
      `<path d="M70 110 L110 70 L330 70 L290 110 Z" fill="#e5e7eb"/><path d="M290 110 L330 70 L330 300 L290 340 Z" fill="${PALE}"/>` +
      `<rect x="70" y="110" width="220" height="230" fill="#ffffff" stroke="${PALE}" stroke-width="2"/>` +
      `<rect x="70" y="110" width="220" height="26" fill="${accent}"/>` +
      `<rect x="92" y="300" width="120" height="8" rx="4" fill="${PALE}"/><rect x="92" y="316" width="80" height="8" rx="4" fill="${PALE}"/>` +
      `<g transform="translate(180 220) scale(0.42) translate(-200 -200)">${drawing}</g>`;
  }
  return (
    XML_HEAD +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>\n`
  );
}
