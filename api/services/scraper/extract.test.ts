/**
 * extractProduct over the fixture pages written for these tests (fixtures/*.html): every field of
 * every page, plus the traps each page sets (decoy prices, logo headings, hidden prefixes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractProduct, type ExtractedProduct } from './extract.ts';
import { parseJsonLd } from './extract-jsonld.ts';
import { conditionFromText } from './extract-values.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const ORIGIN = 'http://127.0.0.1:4173';

function extractFixture(name: string): ExtractedProduct {
  const html = fs.readFileSync(path.join(here, 'fixtures', name), 'utf8');
  return extractProduct(html, `${ORIGIN}/p/${name.replace(/\.html$/, '')}`);
}

const img = (...names: string[]) => names.map((n) => `${ORIGIN}/img/${n}`);

/** The fields most fixture pages leave blank (the condition is then New). */
type UsuallyBlank =
  | 'condition'
  | 'vehicleCompatibility'
  | 'applicability'
  | 'manufacturerInfo'
  | 'specifications'
  | 'breadcrumb';

/** A fixture page's whole product, the usually blank fields blank unless given. */
const product = (
  fields: Omit<ExtractedProduct, UsuallyBlank> & Partial<Pick<ExtractedProduct, UsuallyBlank>>,
): ExtractedProduct => ({
  condition: 'New',
  vehicleCompatibility: [],
  applicability: null,
  manufacturerInfo: null,
  specifications: [],
  breadcrumb: [],
  ...fields,
});

describe('extractProduct on the fixture pages', () => {
  // Each page's whole product; a case lists first the fields its title is about.
  it.each([
    {
      title: '(a) JSON-LD Product: structured fields, page sections and a merged specification list',
      file: 'jsonld-product.html',
      expected: product({
        applicability: 'Front axle, for vehicles with 280 mm discs.',
        manufacturerInfo:
          'ATE develops brake components for passenger cars and supplies the aftermarket from its plant in Frankfurt.',
        specifications: [
          ['Diameter', '280 mm'],
          ['Thickness', '22 mm'],
          ['Brake disc type', 'Vented'],
          ['Number of holes', '5'],
          ['Centering diameter', '65 mm'],
        ],
        name: 'ATE PowerDisc front brake disc 280 mm vented',
        shortDescription: 'Vented front brake disc with a 280 mm diameter. Coated hub, ready to fit.',
        images: img('disc-1.jpg', 'disc-2.jpg'),
        vehicleCompatibility: [
          'VW Golf VII 1.6 TDI (2012-2020)',
          'Audi A3 8V 1.4 TFSI (2012-2018)',
          'Skoda Octavia III 2.0 TDI (2013-2020)',
        ],
        articleNumber: 'BD-24.0125-0184',
        price: { amount: 64.9, currency: 'EUR' },
        manufacturerNumber: '24.0125-0184.1',
        manufacturer: 'ATE',
        eanNumber: '4006633412345',
        breadcrumb: ['Brakes', 'Brake discs'],
      }),
    },
    {
      title: '(b) JSON-LD @graph in CDATA: the Offer found through @id wins over a different meta price',
      file: 'jsonld-graph.html',
      expected: product({
        price: { amount: 189, currency: 'GBP' },
        name: 'Bosch starter motor 1.4 kW, remanufactured',
        shortDescription:
          'Remanufactured 12 V starter motor, 1.4 kW, 10 teeth. Exchange unit: please return your old starter.',
        images: img('starter-1.jpg'),
        condition: 'Refurbished',
        articleNumber: 'BO-0986018950',
        manufacturerNumber: '0 986 018 950',
        manufacturer: 'Bosch',
        eanNumber: '4047025123456',
        // Positions out of order in the list; Home and the product itself left out.
        breadcrumb: ['Engine & Electrics', 'Starters & Alternators', 'Starter motors'],
      }),
    },
    {
      title:
        '(c) AggregateOffer, ImageObject images, lenient JSON, a script in the description, a vehicle table',
      file: 'jsonld-aggregate-offer.html',
      expected: product({
        price: { amount: 18.49, currency: 'EUR' },
        images: img('wiper-1.jpg', 'wiper-2.jpg', 'wiper-3.jpg'),
        shortDescription: 'Silent, streak-free wiping. Set of two flat blades.',
        vehicleCompatibility: [
          'Ford Focus III 1.6 Ti (2011-2018)',
          'Ford C-Max II 2.0 TDCi (2010-2019)',
          'Volvo V40 D2 (2012-2019)',
        ],
        name: 'Valeo Silencio wiper blade set 600/450 mm',
        articleNumber: 'VA-574291',
        manufacturerNumber: '574291',
        manufacturer: 'Valeo',
        eanNumber: '3276425742915',
        specifications: [
          ['Length driver side', '600 mm'],
          ['Length passenger side', '450 mm'],
          ['Connection', 'Hook'],
        ],
        breadcrumb: ['Wipers & Washers', 'Wiper blades'],
      }),
    },
    {
      title: '(d) microdata: only the main product’s own itemprops, not the nested recommendations',
      file: 'microdata-only.html',
      expected: product({
        name: 'MANN-FILTER W 712/95 oil filter',
        shortDescription: 'Spin-on oil filter with an anti-drain valve.',
        images: img('oil-filter-1.jpg', 'oil-filter-2.jpg'),
        articleNumber: 'MF-W712-95',
        price: { amount: 8.75, currency: 'GBP' },
        manufacturerNumber: 'W 712/95',
        manufacturer: 'MANN-FILTER',
        eanNumber: '4011558738706',
        specifications: [
          ['Height', '86 mm'],
          ['Thread size', '3/4"-16 UNF'],
        ],
        breadcrumb: ['Filters', 'Oil filters'],
      }),
    },
    {
      title: '(e) OpenGraph only: the sale price, og:title without the shop suffix, og images',
      file: 'opengraph-only.html',
      expected: product({
        price: { amount: 6.99, currency: 'EUR' },
        name: 'NGK BKR6E spark plug',
        images: img('spark-plug-1.jpg', 'spark-plug-2.jpg'),
        shortDescription: 'Nickel spark plug with a resistor, 14 mm thread, gap 0.8 mm.',
        articleNumber: 'NGK-2756',
        manufacturerNumber: 'BKR6E',
        manufacturer: 'NGK',
        eanNumber: '0087295127563',
      }),
    },
    {
      title:
        '(f) plain HTML: spec table codes, breadcrumb, and the price past shipping, instalment, old and net decoys',
      file: 'plain-html-specs.html',
      expected: product({
        specifications: [
          ['Brand', 'Febi Bilstein'],
          ['Manufacturer part number', '27466'],
          ['EAN', '4027816274662'],
          ['Article number', 'FB-27466'],
          ['Condition', 'New'],
          ['Fitting position', 'Front axle, left, lower'],
          ['Weight', '1.2 kg'],
        ],
        manufacturer: 'Febi Bilstein',
        manufacturerNumber: '27466',
        eanNumber: '4027816274662',
        articleNumber: 'FB-27466',
        breadcrumb: ['Suspension & Steering', 'Control arms'],
        price: { amount: 74.9, currency: 'EUR' },
        name: 'Febi Bilstein control arm 27466, front axle left',
        shortDescription:
          'Forged steel control arm with bush and ball joint, ready to fit. Supplied with a new self-locking nut.',
        images: img('arm-1.jpg', 'arm-2.jpg', 'arm-3.jpg'),
        vehicleCompatibility: ['BMW 3 Series (E90) 320d (2005-2012)', 'BMW 1 Series (E87) 118i (2004-2011)'],
      }),
    },
    {
      title: '(g) Polish page: złoty with no-break spaces, Polish breadcrumb, "Pasuje do", "Zastosowanie"',
      file: 'polish-zl.html',
      expected: product({
        price: { amount: 1234.56, currency: 'PLN' },
        breadcrumb: ['Układ hamulcowy', 'Klocki i tarcze hamulcowe', 'Klocki hamulcowe'],
        vehicleCompatibility: [
          'Volkswagen Golf VII 1.6 TDI (2012–2020)',
          'Škoda Octavia III 2.0 TDI (2013–2020)',
          'Audi A3 8V 1.4 TFSI (2012–2018)',
          'Seat León III 1.4 TSI (2012–2020)',
        ],
        applicability: 'Oś przednia, średnica tarczy 312 mm, system hamulcowy Lucas.',
        name: 'Zestaw hamulcowy TRW – tarcze i klocki, oś przednia',
        shortDescription: 'Komplet: dwie tarcze wentylowane 312 mm i cztery klocki z czujnikiem zużycia.',
        images: img('zestaw-1.jpg', 'zestaw-2.jpg', 'zestaw-3.jpg', 'zestaw-4.jpg'),
        articleNumber: 'TRW-KIT-4823',
        manufacturerNumber: 'DF4823S',
        manufacturer: 'TRW',
        eanNumber: '5901234123457',
        manufacturerInfo: 'TRW produkuje układy hamulcowe dla pierwszego montażu i rynku części zamiennych.',
        specifications: [
          ['Średnica [mm]', '312'],
          ['Grubość tarczy [mm]', '25'],
          ['Strona zabudowy', 'Oś przednia'],
        ],
      }),
    },
    {
      title:
        '(h) a 12-picture gallery beats the single JSON-LD image; logos, badges and recommendations are left out',
      file: 'gallery-12-images.html',
      expected: product({
        images: img(...Array.from({ length: 12 }, (_, i) => `clutch-${String(i + 1).padStart(2, '0')}.jpg`)),
        name: 'SACHS clutch kit 3000 951 094',
        shortDescription: 'Three-piece clutch kit: pressure plate, clutch disc and release bearing.',
        articleNumber: 'SA-3000951094',
        price: { amount: 249, currency: 'EUR' },
        manufacturerNumber: '3000 951 094',
        manufacturer: 'SACHS',
        eanNumber: '4013872964212',
      }),
    },
  ])('$title', ({ file, expected }) => {
    expect(extractFixture(file)).toEqual(expected);
  });

  it('never lets script or style text into any field', () => {
    for (const name of fs.readdirSync(path.join(here, 'fixtures')).filter((f) => f.endsWith('.html'))) {
      const text = JSON.stringify(extractFixture(name));
      expect(text, name).not.toMatch(/dataLayer|window\.track|margin:|color:red/);
    }
  });
});

describe('extractProduct on small snippets', () => {
  const page = 'https://shop.example.pl/p/1';

  it('ignores hidden prefixes inside the h1 and logo headings before it', () => {
    const html = `<h1 class="top"><a href="/"><img src="/logo.png" alt="Shop"></a></h1>
      <h1><span class="g-hdn">Details about &nbsp;</span>Oil filter OC 90</h1><p>19,99 zł</p>`;
    expect(extractProduct(html, page)).toMatchObject({
      name: 'Oil filter OC 90',
      price: { amount: 19.99, currency: 'PLN' },
    });
  });

  it('prefers a visible price over a meta price the page never shows', () => {
    const html = `<meta property="product:price:amount" content="67.84"><meta property="product:price:currency" content="EUR">
      <h1>Book</h1><p class="price"><del>79,90 €</del> 71,91 €</p>`;
    expect(extractProduct(html, page).price).toEqual({ amount: 71.91, currency: 'EUR' });
  });

  it('skips per-kilogram, converted and "was" amounts', () => {
    const html = `<h1>Spice rub</h1>
      <p>UVP <span>9,99 €</span></p>
      <p>Approximately EUR 5,663.94</p>
      <p><span class="p">8,33 €</span> <span>(36,22 € / kg)</span></p>`;
    expect(extractProduct(html, 'https://shop.example.de/x').price).toEqual({
      amount: 8.33,
      currency: 'EUR',
    });
  });

  it('reads a price split over elements ("63<sup>07</sup> Lei")', () => {
    const html = `<h1>Drum unit</h1><p class="product-new-price">63<sup>07</sup> <span>Lei</span></p>`;
    expect(extractProduct(html, 'https://shop.example.ro/x').price).toEqual({
      amount: 63.07,
      currency: 'RON',
    });
  });

  it('takes the gross price when a net one is shown too', () => {
    const html = `<h1>iMac</h1><div><span>bez DPH</span> <span>4386,00 €</span></div><div><span>s DPH</span> <span>5263,20 €</span></div>`;
    expect(extractProduct(html, 'https://shop.example.sk/x').price).toEqual({
      amount: 5263.2,
      currency: 'EUR',
    });
  });

  it('reads JSON-LD with a top-level array, an array @type and priceSpecification', () => {
    const html = `<script type="application/ld+json">[{"@type":"WebPage"},{"@type":["Car","Product"],"name":"Alto",
      "offers":{"priceSpecification":{"price":19.5,"priceCurrency":"CHF"},"itemCondition":"https://schema.org/UsedCondition"}}]</script>`;
    expect(extractProduct(html, page)).toMatchObject({
      name: 'Alto',
      price: { amount: 19.5, currency: 'CHF' },
      condition: 'Used',
    });
  });

  it('reads RDFa Lite and data-vocabulary.org breadcrumbs', () => {
    const rdfa = `<h1>Doorbell</h1><ol vocab="http://schema.org/" typeof="BreadcrumbList">
      <li property="itemListElement" typeof="ListItem"><a property="item" typeof="WebPage" href="/en-ca"><span property="name">Home</span></a><meta property="position" content="1"></li>
      <li property="itemListElement" typeof="ListItem"><a property="item" typeof="WebPage" href="/en-ca/smart-home"><span property="name">Smart Home</span></a><meta property="position" content="2"></li></ol>`;
    expect(extractProduct(rdfa, 'https://shop.example.ca/p/1').breadcrumb).toEqual(['Smart Home']);
    const legacy = `<h1>Phone</h1>
      <div itemscope itemtype="http://data-vocabulary.org/Breadcrumb"><a itemprop="url" href="/phones"><span itemprop="title">Phones</span></a>
        <div itemprop="child" itemscope itemtype="http://data-vocabulary.org/Breadcrumb"><a itemprop="url" href="/phones/samsung"><span itemprop="title">Samsung</span></a></div>
      </div>`;
    expect(extractProduct(legacy, page).breadcrumb).toEqual(['Phones', 'Samsung']);
  });

  it('returns empty fields for a page without a product', () => {
    expect(extractProduct('<html><body><p>Nothing here</p></body></html>', page)).toEqual({
      name: null,
      shortDescription: null,
      images: [],
      condition: null,
      vehicleCompatibility: [],
      articleNumber: null,
      price: null,
      manufacturerNumber: null,
      manufacturer: null,
      eanNumber: null,
      applicability: null,
      manufacturerInfo: null,
      specifications: [],
      breadcrumb: [],
    });
  });
});

describe('helpers', () => {
  it('parseJsonLd tolerates CDATA and comment wrappers and trailing commas, and gives up on garbage', () => {
    expect(parseJsonLd('/*<![CDATA[*/ {"a": 1} /*]]>*/')).toEqual({ a: 1 });
    expect(parseJsonLd('<!-- {"a": [1, 2,],} -->')).toEqual({ a: [1, 2] });
    expect(parseJsonLd('{"a": ')).toBeUndefined();
  });

  it('conditionFromText reads schema.org URLs and words', () => {
    expect(conditionFromText('https://schema.org/NewCondition')).toBe('New');
    expect(conditionFromText('UsedCondition')).toBe('Used');
    expect(conditionFromText('Neuf')).toBe('New');
    expect(conditionFromText('Używany')).toBe('Used');
    expect(conditionFromText('http://schema.org/DamagedCondition')).toBe('Damaged');
    expect(conditionFromText('Unused')).toBeNull();
  });
});
