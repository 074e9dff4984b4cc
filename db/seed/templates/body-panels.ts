/** Product templates for 'body-panels': mirrors, bumpers, grilles, wings, bonnets and gas springs. */
import { mm, num, pick, type ProductTemplate } from '../template-kit.ts';

const BODY_BRANDS = ['Van Wezel', 'Polcar'];
const MIRROR_BRANDS = ['Van Wezel', 'TYC', 'Polcar'];
const PANEL_PARTS = { 'Van Wezel': ['58##5###', '58##6###'], Polcar: ['95##0#-#'] };
const MIRROR_PARTS = { 'Van Wezel': ['58##8###'], TYC: ['301-0###', '325-0###'], Polcar: ['95##51-M'] };
const GAS_SPRING_PARTS = { Stabilus: ['0#####'], Lesjöfors: ['8######'] };
const GAS_SPRING_DESC: [string, string] = [
  'Gas spring with an oil damping chamber for a smooth opening and a secure hold in any temperature. Replace both sides together.',
  'Sprężyna gazowa z komorą tłumienia olejowego, zapewniająca płynne otwieranie i pewne trzymanie w każdej temperaturze. Wymieniaj obie strony razem.',
];

export const BODY_TEMPLATES: ProductTemplate[] = [
  {
    leaf: 'wing-mirrors',
    count: 5,
    icon: 'mirror',
    brands: MIRROR_BRANDS,
    price: [45, 180],
    weight: [900, 2000],
    quantity: '1 pc',
    names: [
      [
        'Outside mirror, left, electric, heated',
        'Lusterko zewnętrzne lewe, elektryczne, podgrzewane',
        'Left',
        { spec: { 'Fitting position': 'Left' } },
      ],
      [
        'Outside mirror, right, electric, heated',
        'Lusterko zewnętrzne prawe, elektryczne, podgrzewane',
        'Right',
        { spec: { 'Fitting position': 'Right' } },
      ],
    ],
    desc: [
      'Complete wing mirror with electric adjustment and heated glass; the primed cover can be painted in the body colour.',
      'Kompletne lusterko z elektryczną regulacją i podgrzewanym wkładem; zagruntowaną obudowę można polakierować w kolorze nadwozia.',
    ],
    specs: (r) => ({
      Adjustment: 'Electric',
      Heated: 'yes',
      Surface: 'Primed',
      'With indicator': pick(r, 'yes', 'no'),
    }),
    fit: 'all',
    partNumbers: MIRROR_PARTS,
  },
  {
    leaf: 'mirror-glass',
    count: 5,
    icon: 'mirror',
    brands: MIRROR_BRANDS,
    price: [10, 45],
    weight: [150, 300],
    quantity: '1 pc',
    names: [
      [
        'Mirror glass, outside mirror, left, heated, convex',
        'Wkład lusterka lewy, podgrzewany, wypukły',
        'Left',
      ],
      [
        'Mirror glass, outside mirror, right, heated, aspherical',
        'Wkład lusterka prawy, podgrzewany, asferyczny',
        'Right',
      ],
    ],
    desc: [
      'Replacement mirror glass with backing plate and heating element that clips onto the adjuster.',
      'Zamienny wkład lusterka z płytką mocującą i grzałką, wpinany w mechanizm regulacji.',
    ],
    specs: (r) => ({
      Heated: 'yes',
      'Glass type': pick(r, 'Convex', 'Aspherical'),
      Colour: pick(r, 'Chrome', 'Blue'),
    }),
    fit: 'all',
    partNumbers: MIRROR_PARTS,
  },
  {
    leaf: 'mirror-covers',
    count: 4,
    icon: 'mirror',
    brands: MIRROR_BRANDS,
    price: [10, 40],
    weight: [100, 250],
    quantity: '1 pc',
    names: [
      ['Cover, outside mirror, left, primed', 'Obudowa lusterka lewa, do malowania', 'Left'],
      ['Cover, outside mirror, right, primed', 'Obudowa lusterka prawa, do malowania', 'Right'],
    ],
    desc: [
      'Primed mirror cap in OE shape that snaps on after a scrape. Paint it before fitting.',
      'Zagruntowana obudowa lusterka w kształcie OE, zakładana na zatrzaski po otarciu. Polakieruj ją przed montażem.',
    ],
    specs: () => ({ Surface: 'Primed', Material: 'ABS plastic' }),
    fit: 'all',
    partNumbers: MIRROR_PARTS,
  },
  {
    leaf: 'bumpers',
    count: 4,
    icon: 'body-panel',
    brands: BODY_BRANDS,
    price: [90, 280],
    weight: [3000, 6500],
    quantity: '1 pc',
    names: [
      ['Bumper, front, primed', 'Zderzak przedni, zagruntowany', 'Front'],
      ['Bumper, rear, primed', 'Zderzak tylny, zagruntowany', 'Rear'],
    ],
    desc: [
      'Bumper cover in OE fit, primed and ready to paint. Brackets and grilles are sold separately.',
      'Zderzak w spasowaniu OE, zagruntowany i gotowy do lakierowania. Mocowania i kratki sprzedawane osobno.',
    ],
    specs: (r) => ({
      Material: 'PP/EPDM',
      Surface: 'Primed',
      'With holes for parking sensors': pick(r, 'yes', 'no'),
    }),
    fit: 'all',
    partNumbers: PANEL_PARTS,
  },
  {
    leaf: 'radiator-grilles',
    count: 4,
    icon: 'body-panel',
    brands: BODY_BRANDS,
    price: [25, 120],
    weight: [600, 1500],
    quantity: '1 pc',
    names: [
      ['Radiator grille, black', 'Atrapa chłodnicy, czarna', 'Front'],
      ['Radiator grille with chrome trim', 'Atrapa chłodnicy z chromowaną listwą', 'Front'],
    ],
    desc: [
      'Front grille in OE shape with mounting clips; the badge is transferred from the old part.',
      'Atrapa przednia w kształcie OE z zaczepami montażowymi; emblemat przenosi się ze starej części.',
    ],
    specs: (r) => ({ Material: 'ABS plastic', Surface: pick(r, 'Black, textured', 'Black, glossy') }),
    fit: 'all',
    partNumbers: PANEL_PARTS,
  },
  {
    leaf: 'wings',
    count: 4,
    icon: 'body-panel',
    brands: BODY_BRANDS,
    price: [45, 150],
    weight: [2500, 5000],
    quantity: '1 pc',
    names: [
      ['Wing, front left', 'Błotnik przedni lewy', 'Front, left'],
      ['Wing, front right', 'Błotnik przedni prawy', 'Front, right'],
    ],
    desc: [
      'Steel front wing with cataphoretic primer against corrosion, pressed to OE contours.',
      'Stalowy błotnik przedni z podkładem kataforetycznym chroniącym przed korozją, tłoczony według kształtu OE.',
    ],
    specs: (r) => ({
      Material: 'Steel',
      Surface: 'Primed (cataphoretic)',
      'With hole for indicator': pick(r, 'yes', 'no'),
    }),
    fit: 'all',
    partNumbers: PANEL_PARTS,
  },
  {
    leaf: 'bonnets',
    count: 3,
    icon: 'body-panel',
    brands: BODY_BRANDS,
    price: [130, 320],
    weight: [12000, 18000],
    quantity: '1 pc',
    names: [['Bonnet', 'Maska silnika', 'Front']],
    desc: [
      'Steel bonnet with primer coat and inner reinforcement frame, ready for painting.',
      'Stalowa maska silnika z podkładem i wewnętrzną ramą wzmacniającą, gotowa do lakierowania.',
    ],
    specs: () => ({ Material: 'Steel', Surface: 'Primed (cataphoretic)' }),
    fit: 'all',
    partNumbers: PANEL_PARTS,
  },
  {
    leaf: 'tailgate-gas-springs',
    count: 6,
    icon: 'gas-spring',
    brands: ['Stabilus', 'Lesjöfors', 'Febi Bilstein', 'SWAG'],
    price: [10, 45],
    weight: [250, 600],
    quantity: '1 pc',
    names: [
      ['Gas spring, boot/cargo area', 'Sprężyna gazowa klapy bagażnika', 'Tailgate'],
      ['Gas spring, tailgate, left or right', 'Sprężyna gazowa klapy tylnej, lewa lub prawa', 'Tailgate'],
    ],
    desc: GAS_SPRING_DESC,
    specs: (r) => ({
      Length: mm(r, 400, 600),
      Stroke: mm(r, 150, 250),
      'Extension force': num(r, 350, 700, 'N', 10),
    }),
    fit: 'all',
    partNumbers: GAS_SPRING_PARTS,
  },
  {
    leaf: 'bonnet-gas-springs',
    count: 3,
    icon: 'gas-spring',
    brands: ['Stabilus', 'Lesjöfors', 'Febi Bilstein'],
    price: [10, 35],
    weight: [200, 450],
    quantity: '1 pc',
    names: [['Gas spring, bonnet', 'Sprężyna gazowa maski silnika', 'Bonnet']],
    desc: GAS_SPRING_DESC,
    specs: (r) => ({
      Length: mm(r, 300, 500),
      Stroke: mm(r, 120, 200),
      'Extension force': num(r, 250, 500, 'N', 10),
    }),
    fit: 'all',
    partNumbers: GAS_SPRING_PARTS,
  },
];
