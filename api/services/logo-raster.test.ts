/** The SVG effects budget: what a logo uses passes, what only slows a renderer down is refused. */
import { describe, expect, it } from 'vitest';
import { SVG_BUDGET, svgEffectsProblem } from './logo-raster.ts';

const svg = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80">${inner}</svg>`;

describe('svgEffectsProblem', () => {
  it('lets a logo with a soft shadow, a gradient and a few copies through', () => {
    const logo = svg(
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/><stop offset="1" stop-color="#900"/></linearGradient>
       <filter id="s" x="-10%" y="-10%" width="120%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="2"/>
       <feOffset dx="1" dy="2"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
       <clipPath id="c"><rect width="200" height="80" rx="8"/></clipPath></defs>
       <g filter="url(#s)" clip-path="url(#c)"><rect id="r" width="40" height="40" fill="url(#g)"/>
       <use href="#r" x="50"/><use href="#r" x="100"/><text x="10" y="70" style="filter: blur(0.5px)">BREMBO</text></g>`,
    );
    expect(svgEffectsProblem(logo)).toBeNull();
  });

  it.each([
    ['a huge blur', `<filter id="f"><feGaussianBlur stdDeviation="500"/></filter>`, 'blur too large'],
    [
      'a huge blur on one axis',
      `<filter id="f"><feGaussianBlur stdDeviation="1 300"/></filter>`,
      'blur too large',
    ],
    ['a huge CSS blur', `<g style="filter:blur(400px)"><rect width="9" height="9"/></g>`, 'blur too large'],
    [
      'too many filter effects',
      `<filter id="f">${'<feOffset dx="1"/>'.repeat(SVG_BUDGET.filterPrimitives + 1)}</filter>`,
      'too many filter effects',
    ],
    [
      'a wide morphology',
      `<filter id="f"><feMorphology radius="200"/></filter>`,
      'morphology radius too large',
    ],
    [
      'a big convolution',
      `<filter id="f"><feConvolveMatrix order="40" kernelMatrix="1"/></filter>`,
      'convolution too large',
    ],
    [
      'deep turbulence',
      `<filter id="f"><feTurbulence baseFrequency="0.9" numOctaves="100"/></filter>`,
      'turbulence too detailed',
    ],
    [
      'a filter region of 10,000 %',
      `<filter id="f" width="10000%" height="120%"><feOffset/></filter>`,
      'filter region too large',
    ],
    [
      'a filter region of 50 boxes',
      `<filter id="f" width="50" height="1"><feOffset/></filter>`,
      'filter region too large',
    ],
    [
      'a use bomb',
      `<rect id="r" width="1" height="1"/>${'<use href="#r"/>'.repeat(SVG_BUDGET.uses + 1)}`,
      'too many <use> copies',
    ],
    [
      'many patterns',
      `${'<pattern id="p" width="1" height="1"><rect width="1" height="1"/></pattern>'.repeat(SVG_BUDGET.paints + 1)}`,
      'too many patterns, masks or clip paths',
    ],
    [
      'too many elements',
      '<rect width="1" height="1"/>'.repeat(SVG_BUDGET.elements + 1),
      'too many elements',
    ],
    [
      'a prefixed filter effect',
      `<svg:filter id="f"><svg:feGaussianBlur stdDeviation="90"/></svg:filter>`,
      'blur too large',
    ],
  ])('refuses %s', (_label, inner, reason) => {
    expect(svgEffectsProblem(svg(inner))).toBe(reason);
  });
});
