/**
 * Product templates for 'luggage': roof boxes, bars, bike carriers and tow bars. Boxes, bars and carriers
 * are universal; foot packs, fitting kits and tow bars are vehicle-specific and get fitments.
 */
import { num, type ProductTemplate, type Variant } from '../template-kit.ts';

const ROOF = 'Roof bars';
const ROOF_BOX_DESC: [string, string] = [
  'Aerodynamic roof box with dual-side opening, central locking and quick-mount clamps. Observe the maximum roof load of the vehicle.',
  'Aerodynamiczny boks dachowy otwierany z obu stron, z centralnym zamkiem i szybkim mocowaniem. Przestrzegaj maksymalnego obciążenia dachu.',
];
const ROOF_BOX_FITS =
  'Fits most roof bars with T-track or U-bolt mounting; check the permitted roof load of the vehicle.';
const THULE_PARTS = { Thule: ['6###00', '7###00'] };

/** A Thule roof box line with its volume and outer size. */
function roofBox(line: string, litres: number, size: [number, number, number]): Variant {
  return [
    `Thule ${line} roof box, ${litres} l`,
    `Boks dachowy Thule ${line}, ${litres} l`,
    ROOF,
    {
      brand: 'Thule',
      spec: {
        Volume: `${litres} l`,
        Length: `${size[0]} mm`,
        Width: `${size[1]} mm`,
        Height: `${size[2]} mm`,
      },
    },
  ];
}

export const LUGGAGE_TEMPLATES: ProductTemplate[] = [
  {
    leaf: 'roof-boxes-up-to-400l',
    count: 4,
    icon: 'roof-box',
    brands: ['Thule'],
    price: [380, 800],
    weight: [12000, 17000],
    quantity: '1 pc',
    names: [
      roofBox('Force XT S', 300, [1390, 900, 395]),
      roofBox('Force XT M', 400, [1750, 820, 400]),
      roofBox('Motion 3 M', 400, [1750, 860, 450]),
      roofBox('Touring S', 330, [1390, 900, 400]),
    ],
    desc: ROOF_BOX_DESC,
    specs: () => ({ 'Max. load': '75 kg', Lock: 'Central locking' }),
    dims: ['Length', 'Width', 'Height'],
    fit: 'none',
    universal: ROOF_BOX_FITS,
    partNumbers: THULE_PARTS,
  },
  {
    leaf: 'roof-boxes-over-400l',
    count: 4,
    icon: 'roof-box',
    brands: ['Thule'],
    price: [550, 1200],
    weight: [16000, 21000],
    quantity: '1 pc',
    names: [
      roofBox('Motion 3 L', 450, [1950, 860, 450]),
      roofBox('Motion 3 XL', 500, [2150, 860, 450]),
      roofBox('Force XT XL', 500, [2150, 840, 400]),
      roofBox('Motion 3 XXL', 610, [2320, 950, 470]),
    ],
    desc: ROOF_BOX_DESC,
    specs: () => ({ 'Max. load': '75 kg', Lock: 'Central locking' }),
    dims: ['Length', 'Width', 'Height'],
    fit: 'none',
    universal: ROOF_BOX_FITS,
    partNumbers: THULE_PARTS,
  },
  {
    leaf: 'roof-bar-sets',
    count: 4,
    icon: 'roof-bars',
    brands: ['Thule', 'Atera'],
    price: [120, 330],
    weight: [3000, 6000],
    quantity: '1 set (2 bars)',
    names: [
      [
        'Thule WingBar Evo roof bars, aluminium, 127 cm',
        'Belki dachowe Thule WingBar Evo, aluminiowe, 127 cm',
        ROOF,
        { brand: 'Thule', spec: { Length: '1270 mm' } },
      ],
      [
        'Thule WingBar Evo roof bars, aluminium, 135 cm',
        'Belki dachowe Thule WingBar Evo, aluminiowe, 135 cm',
        ROOF,
        { brand: 'Thule', spec: { Length: '1350 mm' } },
      ],
      [
        'Thule SquareBar Evo roof bars, steel, 127 cm',
        'Belki dachowe Thule SquareBar Evo, stalowe, 127 cm',
        ROOF,
        { brand: 'Thule', price: [70, 110], spec: { Length: '1270 mm' } },
      ],
      [
        'Atera Signo roof bars, aluminium, 120 cm',
        'Belki dachowe Atera Signo, aluminiowe, 120 cm',
        ROOF,
        { brand: 'Atera', spec: { Length: '1200 mm' } },
      ],
    ],
    desc: [
      'Pair of load bars with a T-track for boxes and carriers. Order the foot pack and fitting kit for your vehicle separately.',
      'Para belek nośnych z rowkiem T do boksów i bagażników. Stopy i zestaw montażowy do pojazdu zamów osobno.',
    ],
    specs: () => ({ 'Max. load': '75 kg', Profile: 'T-track' }),
    fit: 'none',
    universal: 'Bars only: fit with the foot pack and fitting kit for the vehicle.',
    partNumbers: { Thule: ['711###', '712###'], Atera: ['04# ###'] },
  },
  {
    leaf: 'roof-bar-fitting-kits',
    count: 4,
    icon: 'roof-bars',
    brands: ['Thule', 'Atera'],
    price: [40, 260],
    weight: [600, 3000],
    quantity: '1 set',
    names: [
      ['Roof bar fitting kit, normal roof', 'Zestaw montażowy bagażnika dachowego, dach bez relingów', ROOF],
      ['Foot pack, raised roof rails', 'Stopy bagażnika dachowego do relingów otwartych', ROOF],
      ['Foot pack, flush roof rails', 'Stopy bagażnika dachowego do relingów zintegrowanych', ROOF],
    ],
    desc: [
      'Vehicle-specific feet and fitting kit that hold roof bars on the listed models. Lockable with the supplied keys.',
      'Dedykowane stopy i zestaw montażowy utrzymujące belki dachowe na wymienionych modelach. Zamykane na dołączone kluczyki.',
    ],
    specs: () => ({ Lock: 'Lockable', Contents: 'Feet or fitting kit, keys, mounting instructions' }),
    fit: 'all',
    partNumbers: { Thule: ['710###', '18####', '14####'], Atera: ['04# ###'] },
  },
  {
    leaf: 'roof-bike-carriers',
    count: 3,
    icon: 'bike-carrier',
    brands: ['Thule', 'Atera'],
    price: [80, 180],
    weight: [4000, 5000],
    quantity: '1 pc',
    names: [
      [
        'Thule ProRide bike carrier, roof mounted',
        'Bagażnik rowerowy na dach Thule ProRide',
        ROOF,
        { brand: 'Thule' },
      ],
      [
        'Thule FreeRide bike carrier, roof mounted',
        'Bagażnik rowerowy na dach Thule FreeRide',
        ROOF,
        { brand: 'Thule', price: [55, 80] },
      ],
      [
        'Atera Giro AF bike carrier, roof mounted',
        'Bagażnik rowerowy na dach Atera Giro AF',
        ROOF,
        { brand: 'Atera' },
      ],
    ],
    desc: [
      'Upright bike carrier that holds one bike by the frame, lockable to the roof bar.',
      'Bagażnik rowerowy mocujący jeden rower za ramę, zamykany na belce dachowej.',
    ],
    specs: () => ({ 'Max. load': '20 kg', 'Number of bikes': '1' }),
    fit: 'none',
    universal: 'Fits roof bars with T-track or square profile.',
    partNumbers: { Thule: ['598###', '532###'], Atera: ['022 ###'] },
  },
  {
    leaf: 'towbar-bike-carriers',
    count: 3,
    icon: 'bike-carrier',
    brands: ['Thule', 'Atera'],
    price: [350, 800],
    weight: [15000, 21000],
    quantity: '1 pc',
    names: [
      [
        'Thule EasyFold XT 2 bike carrier, tow bar',
        'Bagażnik rowerowy na hak Thule EasyFold XT 2',
        'Tow bar',
        { brand: 'Thule', spec: { 'Number of bikes': '2' } },
      ],
      [
        'Thule VeloCompact 3 bike carrier, tow bar',
        'Bagażnik rowerowy na hak Thule VeloCompact 3',
        'Tow bar',
        { brand: 'Thule', spec: { 'Number of bikes': '3' } },
      ],
      [
        'Atera Strada Sport M3 bike carrier, tow bar',
        'Bagażnik rowerowy na hak Atera Strada Sport M3',
        'Tow bar',
        { brand: 'Atera', spec: { 'Number of bikes': '3' } },
      ],
    ],
    desc: [
      'Platform bike carrier for the tow bar with tilt function for boot access. Suitable for e-bikes.',
      'Platformowy bagażnik rowerowy na hak z funkcją odchylania dla dostępu do bagażnika. Nadaje się do rowerów elektrycznych.',
    ],
    specs: () => ({ 'Max. load': '60 kg', Plug: '13-pin' }),
    fit: 'none',
    universal: 'Any vehicle with a ball-type tow bar and a vertical load of at least 75 kg.',
    partNumbers: { Thule: ['933###', '927###'], Atera: ['022 7##'] },
  },
  {
    leaf: 'detachable-tow-bars',
    count: 4,
    icon: 'towbar',
    brands: ['Westfalia', 'Brink', 'Bosal'],
    price: [180, 520],
    weight: [15000, 25000],
    quantity: '1 pc',
    names: [
      ['Tow bar, detachable', 'Hak holowniczy odkręcany', 'Rear'],
      ['Tow bar, vertically detachable', 'Hak holowniczy wypinany pionowo', 'Rear', { price: [380, 750] }],
    ],
    desc: [
      'Vehicle-specific tow bar with removable ball neck, approved to ECE R55. Wiring kit sold separately.',
      'Dedykowany hak holowniczy z wyjmowaną kulą, homologacja ECE R55. Wiązka elektryczna sprzedawana osobno.',
    ],
    specs: (r) => ({
      'Trailer load': num(r, 1500, 2000, 'kg', 100),
      'Vertical load': num(r, 75, 100, 'kg', 5),
      Approval: 'ECE R55',
    }),
    fit: 'all',
    partNumbers: { Westfalia: ['3## ### 600 001'], Brink: ['######'], Bosal: ['0##-###'] },
  },
  {
    leaf: 'tow-bar-wiring-kits',
    count: 4,
    icon: 'cable',
    brands: ['Westfalia', 'Brink', 'Bosal'],
    price: [60, 220],
    weight: [800, 1800],
    quantity: '1 set',
    names: [
      ['Wiring kit, tow bar, 13-pin, vehicle-specific', 'Wiązka elektryczna haka 13-pin, dedykowana', 'Rear'],
      ['Wiring kit, tow bar, 7-pin, vehicle-specific', 'Wiązka elektryczna haka 7-pin, dedykowana', 'Rear'],
    ],
    desc: [
      'Plug-and-play wiring kit with a trailer module that tells the car a trailer is connected, for parking sensors and ESP trailer stability.',
      'Dedykowana wiązka z modułem, który informuje auto o podłączonej przyczepie, dla czujników parkowania i stabilizacji ESP.',
    ],
    specs: () => ({ Voltage: '12 V', 'With control unit': 'yes' }),
    fit: 'all',
    partNumbers: { Westfalia: ['3## ### 300 107'], Brink: ['7#####'], Bosal: ['0##-###'] },
  },
];
