/**
 * SVGs (logos, scraped product pictures) are rasterised in a child process with a time limit
 * (default 10 s): a file whose filters
 * would keep a core busy for minutes is killed with it, and the upload is a 422 `logo_too_complex`.
 * Before that, `svgEffectsProblem` refuses effects beyond what a logo needs.
 */
import { fork } from 'node:child_process';
import { AppError } from '../http/app-error.ts';
import { workerEntry } from './worker-entry.ts';

export interface LogoRasterLimits {
  /** A rendering still running after this long is killed (default 10 s). */
  timeoutMs?: number;
  /** The longest side of the PNG (default 512, a logo's). */
  size?: number;
}

/** What a logo may use: more is refused before anything is rendered. */
export const SVG_BUDGET = {
  elements: 2000,
  filterPrimitives: 10,
  /** Gaussian blur standard deviation, and CSS blur() radius, in user units. */
  blur: 25,
  morphologyRadius: 10,
  convolveOrder: 5,
  turbulenceOctaves: 4,
  uses: 100,
  /** Patterns, masks and clip paths (each may be drawn many times over). */
  paints: 20,
  /** A filter's region, as a multiple of the element it applies to (300 %). */
  filterRegion: 3,
} as const;

const tooComplex = () => new AppError(422, 'logo_too_complex');

const numbers = (value: string | undefined) =>
  (value ?? '').match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi)?.map(Number) ?? [];

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * Why an SVG's drawing would cost more than a logo's should (a short reason for the log), or null.
 * One pass over its tags: counts elements and effects and checks the sizes that make filters slow.
 */
export function svgEffectsProblem(text: string): string | null {
  let elements = 0;
  let primitives = 0;
  let uses = 0;
  let paints = 0;
  const tag = /<([a-zA-Z][\w:.-]*)([^>]*)>/g;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const name = match[1]!.replace(/^.*:/, '');
    const attrs = match[2] ?? '';
    elements += 1;
    if (elements > SVG_BUDGET.elements) return 'too many elements';
    const lower = name.toLowerCase();
    if (
      lower.startsWith('fe') &&
      !/^fe(?:func[rgba]|mergenode|distantlight|pointlight|spotlight)$/.test(lower)
    ) {
      primitives += 1;
      if (primitives > SVG_BUDGET.filterPrimitives) return 'too many filter effects';
    }
    if (lower === 'use') uses += 1;
    if (uses > SVG_BUDGET.uses) return 'too many <use> copies';
    if (lower === 'pattern' || lower === 'mask' || lower === 'clippath') paints += 1;
    if (paints > SVG_BUDGET.paints) return 'too many patterns, masks or clip paths';
    if (lower === 'fegaussianblur' || lower === 'fedropshadow') {
      if (numbers(attribute(attrs, 'stdDeviation')).some((n) => Math.abs(n) > SVG_BUDGET.blur))
        return 'blur too large';
    }
    if (
      lower === 'femorphology' &&
      numbers(attribute(attrs, 'radius')).some((n) => Math.abs(n) > SVG_BUDGET.morphologyRadius)
    )
      return 'morphology radius too large';
    if (
      lower === 'feconvolvematrix' &&
      numbers(attribute(attrs, 'order')).some((n) => n > SVG_BUDGET.convolveOrder)
    )
      return 'convolution too large';
    if (
      lower === 'feturbulence' &&
      numbers(attribute(attrs, 'numOctaves')).some((n) => n > SVG_BUDGET.turbulenceOctaves)
    )
      return 'turbulence too detailed';
    if (lower === 'filter') {
      const userSpace = /userspaceonuse/i.test(attribute(attrs, 'filterUnits') ?? '');
      for (const side of ['width', 'height']) {
        const value = attribute(attrs, side);
        if (value === undefined) continue;
        const amount = numbers(value)[0] ?? 0;
        const share = value.trim().endsWith('%') ? amount / 100 : userSpace ? 0 : amount;
        if (share > SVG_BUDGET.filterRegion) return 'filter region too large';
      }
    }
  }
  // CSS filter functions (in <style> or style attributes) blur too.
  for (const blur of text.matchAll(/blur\(\s*(-?\d*\.?\d+)/gi))
    if (Math.abs(Number(blur[1])) > SVG_BUDGET.blur) return 'blur too large';
  return null;
}

/**
 * The SVG as a PNG of at most `size` px a side (512 by default), rendered in a child process; 422 `logo_too_complex` past
 * the time limit, 415 `logo_type_not_supported` when librsvg cannot read it.
 */
export function rasteriseSvg(svg: Buffer, limits: LogoRasterLimits = {}): Promise<Buffer> {
  const timeoutMs = limits.timeoutMs ?? 10_000;
  const entry = workerEntry(import.meta.url, './logo-raster-child.ts', 'logo-raster');
  const child = fork(entry.url, [], {
    execArgv: entry.source ? ['--import', 'tsx'] : ['--max-old-space-size=128'],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise<Buffer>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(() => reject(tooComplex()));
    }, timeoutMs);
    child.once('message', (answer: { png?: Uint8Array; error?: string }) => {
      settle(() =>
        answer.png ? resolve(Buffer.from(answer.png)) : reject(new AppError(415, 'logo_type_not_supported')),
      );
    });
    child.once('error', (err) => settle(() => reject(err)));
    child.once('exit', () => settle(() => reject(new AppError(415, 'logo_type_not_supported'))));
    child.send({ svg, size: limits.size ?? 512 });
  });
}
