/**
 * Product templates for 'oils-fluids'. Oils are branded product lines, so each variant names its brand;
 * they fit no particular vehicle (approvals in the specifications say where they may be used).
 */
import { pick, type ProductTemplate, type Variant } from '../template-kit.ts';

const APPROVALS_TEXT =
  'Any engine whose maker requires one of the approvals listed in the specifications; see the owner’s manual.';
const ENGINES = 'Petrol and diesel engines';
const OIL_PARTS = {
  Castrol: ['15###E', '15##@#'],
  'Liqui Moly': ['####', '2####'],
  Motul: ['10####'],
  Shell: ['550######'],
  'Febi Bilstein': ['#####'],
  Meyle: ['014 019 ####'],
  Würth: ['5861 ### ###'],
};

/** Engine oil variant: brand line, grade, approvals; capacity picks the price band and quantity. */
function oil(brand: string, line: string, grade: string, approvals: string, litres: 1 | 4 | 5): Variant {
  const price: [number, number] = litres === 1 ? [9, 16] : [30, 70];
  const weight: [number, number] = [litres * 880, litres * 900];
  const pl = `Olej silnikowy ${brand} ${line} ${grade}, ${litres} l`;
  return [
    `${brand} ${line} ${grade} engine oil, ${litres} l`,
    pl,
    ENGINES,
    {
      brand,
      price,
      weight,
      quantity: litres === 1 ? '1 l bottle' : `${litres} l canister`,
      spec: { 'SAE viscosity grade': grade, Approvals: approvals, Capacity: `${litres} l` },
    },
  ];
}

const OIL_DESC: [string, string] = [
  'Fully synthetic engine oil that protects against wear and deposits from the first start and keeps its viscosity over long drain intervals.',
  'W pełni syntetyczny olej silnikowy chroniący przed zużyciem i osadami od pierwszego rozruchu, zachowujący lepkość przy długich przebiegach między wymianami.',
];

export const OIL_TEMPLATES: ProductTemplate[] = [
  {
    leaf: 'engine-oils-0w',
    count: 6,
    icon: 'oil-can',
    brands: ['Castrol', 'Liqui Moly', 'Motul', 'Shell'],
    price: [40, 70],
    weight: [4400, 4600],
    quantity: '5 l canister',
    names: [
      oil('Castrol', 'EDGE', '0W-20', 'VW 508 00/509 00, Porsche C20', 5),
      oil('Liqui Moly', 'Top Tec 6200', '0W-20', 'ACEA C5, Volvo VCC RBS0-2AE', 5),
      oil('Motul', '8100 Eco-clean', '0W-30', 'ACEA C2, PSA B71 2312', 5),
      oil('Shell', 'Helix Ultra ECT C2/C3', '0W-30', 'ACEA C2/C3, VW 504 00/507 00, MB 229.51', 5),
      oil('Castrol', 'EDGE A5/B5', '0W-30', 'ACEA A5/B5, Volvo VCC RBS0-2AE, Ford WSS-M2C950-A', 4),
      oil('Liqui Moly', 'Special Tec V', '0W-30', 'Ford WSS-M2C950-A, Volvo VCC RBS0-2AE', 5),
    ],
    desc: OIL_DESC,
    specs: () => ({ 'Oil type': 'Fully synthetic' }),
    fit: 'none',
    universal: APPROVALS_TEXT,
    partNumbers: OIL_PARTS,
  },
  {
    leaf: 'engine-oils-5w30',
    count: 8,
    icon: 'oil-can',
    brands: ['Castrol', 'Liqui Moly', 'Motul', 'Shell'],
    price: [30, 65],
    weight: [4400, 4600],
    quantity: '5 l canister',
    names: [
      oil('Castrol', 'EDGE LL', '5W-30', 'VW 504 00/507 00, BMW Longlife-04, MB 229.51', 5),
      oil('Castrol', 'MAGNATEC A5', '5W-30', 'ACEA A5/B5, Ford WSS-M2C913-D', 1),
      oil(
        'Liqui Moly',
        'Top Tec 4200',
        '5W-30',
        'VW 504 00/507 00, BMW Longlife-04, MB 229.51, Porsche C30',
        5,
      ),
      oil(
        'Liqui Moly',
        'Top Tec 4200',
        '5W-30',
        'VW 504 00/507 00, BMW Longlife-04, MB 229.51, Porsche C30',
        1,
      ),
      oil('Shell', 'Helix Ultra Professional AV-L', '5W-30', 'VW 504 00/507 00, Porsche C30', 5),
      oil('Motul', '8100 X-clean', '5W-30', 'ACEA C3, VW 504 00/507 00, BMW Longlife-04, MB 229.51', 5),
      oil('Castrol', 'EDGE M', '5W-30', 'ACEA C3, BMW Longlife-04, MB 229.51', 4),
      oil('Shell', 'Helix Ultra ECT C3', '5W-30', 'ACEA C3, BMW Longlife-04, MB 229.51', 5),
    ],
    desc: OIL_DESC,
    specs: () => ({ 'Oil type': 'Fully synthetic' }),
    fit: 'none',
    universal: APPROVALS_TEXT,
    partNumbers: OIL_PARTS,
  },
  {
    leaf: 'engine-oils-5w40',
    count: 6,
    icon: 'oil-can',
    brands: ['Castrol', 'Liqui Moly', 'Motul', 'Shell'],
    price: [25, 55],
    weight: [3500, 4600],
    quantity: '5 l canister',
    names: [
      oil('Castrol', 'EDGE', '5W-40', 'VW 502 00/505 00, MB 229.3, BMW Longlife-01', 5),
      oil('Liqui Moly', 'Leichtlauf High Tech', '5W-40', 'VW 502 00/505 00, MB 229.5, BMW Longlife-01', 5),
      oil('Shell', 'Helix HX7', '10W-40', 'ACEA A3/B4, MB 229.3, VW 502 00/505 00', 4),
      oil('Motul', '8100 X-cess', '5W-40', 'VW 502 00/505 00, MB 229.5, BMW Longlife-01', 5),
      oil('Castrol', 'MAGNATEC A3/B4', '10W-40', 'ACEA A3/B4, MB 229.1', 4),
      oil('Liqui Moly', 'MoS2 Leichtlauf', '10W-40', 'ACEA A3/B4, MB 229.1, VW 500 00/505 00', 5),
    ],
    desc: [
      'Engine oil with a strong viscosity reserve for older and high-mileage engines, including those without a particulate filter.',
      'Olej silnikowy z dużą rezerwą lepkości do starszych silników i aut z dużym przebiegiem, także bez filtra cząstek stałych.',
    ],
    specs: (r) => ({ 'Oil type': pick(r, 'Fully synthetic', 'Synthetic blend') }),
    fit: 'none',
    universal: APPROVALS_TEXT,
    partNumbers: OIL_PARTS,
  },
  {
    leaf: 'manual-gear-oils',
    count: 4,
    icon: 'oil-can',
    brands: ['Castrol', 'Liqui Moly', 'Motul', 'Febi Bilstein'],
    price: [10, 25],
    weight: [900, 1000],
    quantity: '1 l bottle',
    names: [
      [
        'Castrol Syntrans Transaxle 75W-90 gear oil, 1 l',
        'Olej przekładniowy Castrol Syntrans Transaxle 75W-90, 1 l',
        'Manual transmission',
        { brand: 'Castrol', spec: { 'SAE viscosity grade': '75W-90', 'API class': 'GL-4+' } },
      ],
      [
        'Liqui Moly Top Tec MTF 5100 75W gear oil, 1 l',
        'Olej przekładniowy Liqui Moly Top Tec MTF 5100 75W, 1 l',
        'Manual transmission',
        { brand: 'Liqui Moly', spec: { 'SAE viscosity grade': '75W', 'API class': 'GL-4' } },
      ],
      [
        'Motul Gear 300 75W-90 gear oil, 1 l',
        'Olej przekładniowy Motul Gear 300 75W-90, 1 l',
        'Manual transmission and differential',
        { brand: 'Motul', spec: { 'SAE viscosity grade': '75W-90', 'API class': 'GL-4/GL-5' } },
      ],
      [
        'Febi Bilstein transmission oil 75W-90, 1 l',
        'Olej przekładniowy Febi Bilstein 75W-90, 1 l',
        'Manual transmission',
        { brand: 'Febi Bilstein', spec: { 'SAE viscosity grade': '75W-90', 'API class': 'GL-4' } },
      ],
    ],
    desc: [
      'Synthetic gear oil for smooth shifting, also in cold weather, with good protection of synchronisers.',
      'Syntetyczny olej przekładniowy zapewniający płynną zmianę biegów, także na mrozie, i dobrą ochronę synchronizatorów.',
    ],
    specs: () => ({ Capacity: '1 l' }),
    fit: 'none',
    universal: 'Manual gearboxes that require the listed SAE grade and API class; see the vehicle handbook.',
    partNumbers: OIL_PARTS,
  },
  {
    leaf: 'automatic-transmission-fluids',
    count: 5,
    icon: 'oil-can',
    brands: ['Castrol', 'Liqui Moly', 'Motul', 'Febi Bilstein', 'Meyle'],
    price: [10, 25],
    weight: [900, 1000],
    quantity: '1 l bottle',
    names: [
      [
        'Castrol Transmax ATF Dexron-VI Mercon LV, 1 l',
        'Olej do automatycznych skrzyń Castrol Transmax ATF Dexron-VI Mercon LV, 1 l',
        'Automatic transmission',
        { brand: 'Castrol', spec: { Specification: 'Dexron VI, Mercon LV' } },
      ],
      [
        'Liqui Moly Top Tec ATF 1800, 1 l',
        'Olej do automatycznych skrzyń Liqui Moly Top Tec ATF 1800, 1 l',
        'Automatic transmission',
        { brand: 'Liqui Moly', spec: { Specification: 'ZF Lifeguard 8, BMW ATF 3+' } },
      ],
      [
        'Motul Multi ATF, 1 l',
        'Olej do automatycznych skrzyń Motul Multi ATF, 1 l',
        'Automatic transmission',
        { brand: 'Motul', spec: { Specification: 'Dexron III, Mercon, Aisin JWS 3309' } },
      ],
      [
        'Febi Bilstein automatic transmission oil ATF, 1 l',
        'Olej do automatycznych skrzyń Febi Bilstein ATF, 1 l',
        'Automatic transmission',
        { brand: 'Febi Bilstein', spec: { Specification: 'ZF 8HP' } },
      ],
      [
        'Meyle DSG transmission oil, 1 l',
        'Olej do skrzyń DSG Meyle, 1 l',
        'Dual-clutch transmission',
        { brand: 'Meyle', spec: { Specification: 'VW G 052 182' } },
      ],
    ],
    desc: [
      'Low-viscosity transmission fluid for automatic and dual-clutch gearboxes that keeps shifts smooth and protects the clutches.',
      'Olej o niskiej lepkości do skrzyń automatycznych i dwusprzęgłowych, zapewniający płynne przełożenia i ochronę sprzęgieł.',
    ],
    specs: () => ({ Capacity: '1 l' }),
    fit: 'none',
    universal: 'Automatic gearboxes that require the specification listed; see the vehicle handbook.',
    partNumbers: OIL_PARTS,
  },
  {
    leaf: 'brake-fluids-dot4',
    count: 5,
    icon: 'bottle',
    brands: ['ATE', 'Bosch', 'Castrol', 'Febi Bilstein'],
    price: [8, 20],
    weight: [1000, 1150],
    quantity: '1 l bottle',
    names: [
      [
        'ATE SL.6 DOT 4 brake fluid, 1 l',
        'Płyn hamulcowy ATE SL.6 DOT 4, 1 l',
        'Brake system',
        { brand: 'ATE', spec: { 'Dry boiling point': '≥ 265 °C', 'Wet boiling point': '≥ 175 °C' } },
      ],
      [
        'ATE TYP 200 DOT 4 brake fluid, 1 l',
        'Płyn hamulcowy ATE TYP 200 DOT 4, 1 l',
        'Brake system',
        { brand: 'ATE', spec: { 'Dry boiling point': '≥ 280 °C', 'Wet boiling point': '≥ 198 °C' } },
      ],
      [
        'Bosch DOT 4 brake fluid, 1 l',
        'Płyn hamulcowy Bosch DOT 4, 1 l',
        'Brake system',
        { brand: 'Bosch', spec: { 'Dry boiling point': '≥ 230 °C', 'Wet boiling point': '≥ 155 °C' } },
      ],
      [
        'Castrol React Performance DOT 4 brake fluid, 1 l',
        'Płyn hamulcowy Castrol React Performance DOT 4, 1 l',
        'Brake system',
        { brand: 'Castrol', spec: { 'Dry boiling point': '≥ 260 °C', 'Wet boiling point': '≥ 165 °C' } },
      ],
      [
        'Febi Bilstein DOT 4 Plus brake fluid, 1 l',
        'Płyn hamulcowy Febi Bilstein DOT 4 Plus, 1 l',
        'Brake system',
        {
          brand: 'Febi Bilstein',
          spec: { 'Dry boiling point': '≥ 260 °C', 'Wet boiling point': '≥ 170 °C' },
        },
      ],
    ],
    desc: [
      'Glycol-based brake fluid with a high boiling point. Change it every two years, because it absorbs water over time.',
      'Płyn hamulcowy na bazie glikolu o wysokiej temperaturze wrzenia. Wymieniaj go co dwa lata, bo z czasem wchłania wodę.',
    ],
    specs: () => ({ Standard: 'FMVSS 116 DOT 4, ISO 4925 Class 4' }),
    fit: 'none',
    universal: 'Brake and clutch systems that specify DOT 4 fluid; do not mix with DOT 5 (silicone).',
    partNumbers: { ...OIL_PARTS, ATE: ['03.9901-6###.2'], Bosch: ['1 987 479 ###'] },
  },
  {
    leaf: 'brake-fluids-dot51',
    count: 3,
    icon: 'bottle',
    brands: ['ATE', 'Bosch', 'Liqui Moly'],
    price: [8, 18],
    weight: [1000, 1150],
    quantity: '1 l bottle',
    names: [
      ['ATE DOT 5.1 brake fluid, 1 l', 'Płyn hamulcowy ATE DOT 5.1, 1 l', 'Brake system', { brand: 'ATE' }],
      [
        'Bosch DOT 5.1 brake fluid, 1 l',
        'Płyn hamulcowy Bosch DOT 5.1, 1 l',
        'Brake system',
        { brand: 'Bosch' },
      ],
      [
        'Liqui Moly DOT 5.1 brake fluid, 1 l',
        'Płyn hamulcowy Liqui Moly DOT 5.1, 1 l',
        'Brake system',
        { brand: 'Liqui Moly' },
      ],
    ],
    desc: [
      'Low-viscosity DOT 5.1 brake fluid for ABS and ESP systems with a high dry and wet boiling point.',
      'Płyn hamulcowy DOT 5.1 o niskiej lepkości do układów ABS i ESP, z wysoką temperaturą wrzenia.',
    ],
    specs: () => ({
      Standard: 'FMVSS 116 DOT 5.1',
      'Dry boiling point': '≥ 260 °C',
      'Wet boiling point': '≥ 180 °C',
    }),
    fit: 'none',
    universal:
      'Brake systems that specify DOT 4 or DOT 5.1 fluid; not for systems filled with DOT 5 (silicone).',
    partNumbers: { ...OIL_PARTS, ATE: ['03.9901-6###.2'], Bosch: ['1 987 479 ###'] },
  },
  {
    leaf: 'coolant-concentrates',
    count: 4,
    icon: 'bottle',
    brands: ['Febi Bilstein', 'Liqui Moly', 'Castrol', 'Motul'],
    price: [8, 20],
    weight: [1100, 1700],
    quantity: '1.5 l bottle',
    names: [
      [
        'Febi Bilstein antifreeze G12 plus, concentrate, 1.5 l',
        'Koncentrat płynu chłodniczego Febi Bilstein G12 plus, 1,5 l',
        'Cooling system',
        { brand: 'Febi Bilstein', spec: { Colour: 'Purple', Standard: 'VW TL 774 F (G12+)' } },
      ],
      [
        'Liqui Moly KFS 13 coolant concentrate, 1.5 l',
        'Koncentrat płynu chłodniczego Liqui Moly KFS 13, 1,5 l',
        'Cooling system',
        { brand: 'Liqui Moly', spec: { Colour: 'Violet', Standard: 'VW TL 774 J (G13)' } },
      ],
      [
        'Castrol Radicool SF concentrate, 1 l',
        'Koncentrat płynu chłodniczego Castrol Radicool SF, 1 l',
        'Cooling system',
        {
          brand: 'Castrol',
          quantity: '1 l bottle',
          spec: { Colour: 'Pink', Standard: 'MB 325.3, Ford WSS-M97B44-D' },
        },
      ],
      [
        'Motul Inugel G13 coolant concentrate, 1 l',
        'Koncentrat płynu chłodniczego Motul Inugel G13, 1 l',
        'Cooling system',
        {
          brand: 'Motul',
          quantity: '1 l bottle',
          spec: { Colour: 'Pink-violet', Standard: 'VW TL 774 J (G13)' },
        },
      ],
    ],
    desc: [
      'Silicate-free coolant concentrate with long-life corrosion protection. Mix 1:1 with distilled water for frost protection down to -37 °C.',
      'Bezkrzemianowy koncentrat płynu chłodniczego z długotrwałą ochroną przed korozją. Wymieszaj 1:1 z wodą destylowaną, by chronić do -37 °C.',
    ],
    specs: () => ({ 'Frost protection': '-37 °C at 1:1' }),
    fit: 'none',
    universal: 'Cooling systems that require the standard listed; do not mix different coolant types.',
    partNumbers: OIL_PARTS,
  },
  {
    leaf: 'ready-mixed-coolants',
    count: 3,
    icon: 'bottle',
    brands: ['Febi Bilstein', 'Liqui Moly', 'Castrol'],
    price: [15, 30],
    weight: [5200, 5600],
    quantity: '5 l canister',
    names: [
      [
        'Febi Bilstein coolant G12++, ready mixed -37 °C, 5 l',
        'Płyn chłodniczy Febi Bilstein G12++, gotowy do użycia -37 °C, 5 l',
        'Cooling system',
        { brand: 'Febi Bilstein', spec: { Standard: 'VW TL 774 G (G12++)' } },
      ],
      [
        'Liqui Moly KFS 12+ ready-mix coolant, 5 l',
        'Płyn chłodniczy Liqui Moly KFS 12+, gotowy do użycia, 5 l',
        'Cooling system',
        { brand: 'Liqui Moly', spec: { Standard: 'VW TL 774 F (G12+)' } },
      ],
      [
        'Castrol Radicool SF Premix, 5 l',
        'Płyn chłodniczy Castrol Radicool SF Premix, 5 l',
        'Cooling system',
        { brand: 'Castrol', spec: { Standard: 'MB 325.3' } },
      ],
    ],
    desc: [
      'Pre-diluted coolant ready to pour in, with frost protection down to -37 °C and corrosion inhibitors for aluminium engines.',
      'Gotowy do wlania płyn chłodniczy z ochroną do -37 °C i inhibitorami korozji do silników aluminiowych.',
    ],
    specs: () => ({ 'Frost protection': '-37 °C' }),
    fit: 'none',
    universal: 'Cooling systems that require the standard listed; do not mix different coolant types.',
    partNumbers: OIL_PARTS,
  },
  {
    leaf: 'screen-wash',
    count: 4,
    icon: 'bottle',
    brands: ['Liqui Moly', 'Würth', 'Febi Bilstein'],
    price: [4, 15],
    weight: [1000, 1050],
    quantity: '1 l bottle',
    names: [
      [
        'Liqui Moly screen wash concentrate, summer, 1 l',
        'Koncentrat letniego płynu do spryskiwaczy Liqui Moly, 1 l',
        'Windscreen washer',
        { brand: 'Liqui Moly', quantity: '1 l bottle' },
      ],
      [
        'Liqui Moly Antifrost winter screen wash -27 °C, 1 l',
        'Zimowy płyn do spryskiwaczy Liqui Moly Antifrost -27 °C, 1 l',
        'Windscreen washer',
        { brand: 'Liqui Moly', quantity: '1 l bottle' },
      ],
      [
        'Würth winter screen wash -20 °C, 5 l',
        'Zimowy płyn do spryskiwaczy Würth -20 °C, 5 l',
        'Windscreen washer',
        { brand: 'Würth', quantity: '5 l canister', price: [9, 15], weight: [5000, 5200] },
      ],
      [
        'Febi Bilstein screen wash concentrate, 1 l',
        'Koncentrat płynu do spryskiwaczy Febi Bilstein, 1 l',
        'Windscreen washer',
        { brand: 'Febi Bilstein', quantity: '1 l bottle' },
      ],
    ],
    desc: [
      'Streak-free screen wash that removes insects, road grime and salt film. Safe on rubber, paint and headlight lenses.',
      'Płyn do spryskiwaczy bez smug, usuwający owady, brud i nalot soli. Bezpieczny dla gumy, lakieru i kloszy reflektorów.',
    ],
    specs: (r) => ({ 'Mixing ratio': pick(r, 'Ready to use', '1:100', '1:50') }),
    fit: 'none',
    universal: 'All vehicles with a windscreen or headlight washer system.',
    partNumbers: OIL_PARTS,
  },
  {
    leaf: 'fuel-additives',
    count: 5,
    icon: 'bottle',
    brands: ['Liqui Moly', 'Würth', 'Motul'],
    price: [8, 25],
    weight: [300, 600],
    quantity: '1 can',
    names: [
      [
        'Liqui Moly Diesel Purge, 500 ml',
        'Liqui Moly Diesel Purge, dodatek czyszczący do diesla, 500 ml',
        'Diesel fuel system',
        { brand: 'Liqui Moly' },
      ],
      [
        'Liqui Moly Injection Cleaner, 300 ml',
        'Liqui Moly środek do czyszczenia wtrysków, 300 ml',
        'Petrol fuel system',
        { brand: 'Liqui Moly' },
      ],
      [
        'Liqui Moly Oil Additive MoS2, 300 ml',
        'Liqui Moly dodatek do oleju MoS2, 300 ml',
        'Engine oil',
        { brand: 'Liqui Moly' },
      ],
      [
        'Würth DPF cleaner, 400 ml',
        'Würth środek do czyszczenia filtra DPF, 400 ml',
        'Diesel particulate filter',
        { brand: 'Würth' },
      ],
      [
        'Motul Engine Clean, 300 ml',
        'Motul Engine Clean, płukanka silnika, 300 ml',
        'Engine oil circuit',
        { brand: 'Motul' },
      ],
    ],
    desc: [
      'Workshop-grade additive that cleans deposits and restores performance. Follow the dosage printed on the can.',
      'Dodatek klasy warsztatowej usuwający osady i przywracający osiągi. Stosuj dawkowanie podane na opakowaniu.',
    ],
    specs: () => ({ Use: 'Add to the fuel tank or engine oil as directed' }),
    fit: 'none',
    universal:
      'Petrol or diesel engines as stated on the can; safe for catalytic converters and turbochargers.',
    partNumbers: OIL_PARTS,
  },
];
