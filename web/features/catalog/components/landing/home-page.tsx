/**
 * The landing page's blocks in their fixed order (hero, categories, brands, top products, makes, how
 * it works); the hero's finder comes from the route, and so does a signed-in shopper's own block,
 * shown under the hero.
 */
import type { ReactNode } from 'react';
import { BrandLogos } from './brand-logos.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { MakeStrip } from './make-marks.tsx';
import { TopProducts } from './top-products.tsx';

export function HomePage({ finder, account }: { finder: ReactNode; account?: ReactNode }) {
  return (
    <>
      <Hero finder={finder} />
      {account}
      <CategoryTiles />
      <BrandLogos />
      <TopProducts />
      <MakeStrip />
      <HowItWorks />
    </>
  );
}
