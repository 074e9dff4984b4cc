/** An announced reduction shows the earlier price struck through and the 30-day lowest price line. */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { usePreferences } from '../../../lib/preferences.ts';
import { buildApiProduct } from '../../../test/factories.ts';
import { LowestPrice30d, PreviousPrice, reductionOf } from './price-reduction.tsx';

const reduced = buildApiProduct(1, {
  displayCurrency: 'PLN',
  displayPrice: 339.08,
  previousPrice: 423.85,
  lowestPrice30d: 423.85,
});

const render = (product = reduced) =>
  renderToStaticMarkup(
    <>
      <PreviousPrice product={product} />
      <LowestPrice30d product={product} />
    </>,
  );

afterEach(() => usePreferences.setState({ language: 'en' }));

describe('price reduction', () => {
  it('strikes the earlier price through and names the lowest price of the 30 days, in English', () => {
    usePreferences.setState({ language: 'en' });
    const html = render();
    expect(html).toMatch(
      /^<s [^>]*><span class="sr-only">Previous price: <\/span><span [^>]*>423.85 zł<\/span><\/s>/,
    );
    expect(html).toContain('Lowest price in the last 30 days: 423.85 zł');
  });

  it('says it in Polish, with Polish digits', () => {
    usePreferences.setState({ language: 'pl' });
    const html = render();
    expect(html).toContain('Poprzednia cena:');
    expect(html).toContain('Najniższa cena z ostatnich 30 dni: 423,85 zł');
  });

  it('shows nothing without a reduction, nor for a product stored before the fields existed', () => {
    expect(render(buildApiProduct(2))).toBe('');
    const { previousPrice: _p, lowestPrice30d: _l, ...older } = reduced;
    expect(reductionOf(older as typeof reduced)).toBeNull();
    expect(render(older as typeof reduced)).toBe('');
  });
});
