/**
 * The 16 vehicle makes of the landing strip with real models and engine variants. `group` ties models
 * that share parts (e.g. VW group MQB cars), so a generated fitment list stays plausible.
 */
import { fillPattern, type Rng } from './random.ts';

export type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'electric' | 'lpg';

/** [name, fuel, kW, ccm, from 'YYYY-MM', to 'YYYY-MM' or null while still built] */
export type EngineRow = [string, Fuel, number, number | null, string, string | null];

export interface ModelDef {
  name: string;
  yearFrom: number;
  yearTo: number | null;
  group: string;
  /** VW group parts prefix ('5Q0'): OE numbers of this model start with it. */
  oePrefix?: string;
  engines: EngineRow[];
}

export interface MakeDef {
  name: string;
  slug: string;
  /** Name used in applicability text ('VW Golf VII ...'). */
  label: string;
  /**
   * OE number patterns of the maker (fillPattern syntax, '{group}' = BMW main group of the part area);
   * VW group models use oePrefix instead.
   */
  oePatterns: string[];
  models: ModelDef[];
}

function m(
  name: string,
  years: [number, number | null],
  group: string,
  engines: EngineRow[],
  oePrefix?: string,
): ModelDef {
  return { name, yearFrom: years[0], yearTo: years[1], group, engines, ...(oePrefix ? { oePrefix } : {}) };
}

export const VEHICLE_MAKES: MakeDef[] = [
  {
    name: 'Volkswagen',
    slug: 'volkswagen',
    label: 'VW',
    oePatterns: [],
    models: [
      m(
        'Golf VI (5K1)',
        [2008, 2013],
        'vag-pq35',
        [
          ['1.4 TSI', 'petrol', 90, 1390, '2008-10', '2012-11'],
          ['1.6 TDI', 'diesel', 77, 1598, '2009-03', '2012-11'],
          ['2.0 TDI', 'diesel', 103, 1968, '2008-10', '2012-11'],
          ['2.0 GTI', 'petrol', 155, 1984, '2009-04', '2012-11'],
        ],
        '1K0',
      ),
      m(
        'Golf VII (5G1)',
        [2012, 2020],
        'vag-mqb',
        [
          ['1.0 TSI', 'petrol', 85, 999, '2015-03', '2020-07'],
          ['1.4 TSI', 'petrol', 92, 1395, '2012-08', '2019-03'],
          ['1.6 TDI', 'diesel', 81, 1598, '2012-08', '2020-07'],
          ['2.0 TDI', 'diesel', 110, 1968, '2012-08', '2020-07'],
          ['e-Golf', 'electric', 100, null, '2014-03', '2020-12'],
        ],
        '5Q0',
      ),
      m(
        'Passat B8 (3G2)',
        [2014, 2023],
        'vag-mqb',
        [
          ['1.4 TSI', 'petrol', 110, 1395, '2014-08', '2019-07'],
          ['2.0 TDI', 'diesel', 110, 1968, '2014-08', '2023-08'],
          ['2.0 TDI 4Motion', 'diesel', 140, 1968, '2014-08', '2023-08'],
          ['1.4 GTE', 'hybrid', 160, 1395, '2015-09', '2023-08'],
        ],
        '3Q0',
      ),
      m(
        'Polo V (6R1)',
        [2009, 2017],
        'vag-pq25',
        [
          ['1.2 TSI', 'petrol', 66, 1197, '2009-06', '2014-05'],
          ['1.4 16V', 'petrol', 63, 1390, '2009-06', '2014-05'],
          ['1.6 TDI', 'diesel', 66, 1598, '2009-06', '2014-05'],
        ],
        '6R0',
      ),
      m(
        'Tiguan II (AD1)',
        [2016, 2024],
        'vag-mqb',
        [
          ['1.4 TSI', 'petrol', 110, 1395, '2016-05', '2018-07'],
          ['2.0 TDI', 'diesel', 110, 1968, '2016-05', '2024-01'],
          ['2.0 TDI 4Motion', 'diesel', 140, 1968, '2016-05', '2024-01'],
        ],
        '5QF',
      ),
    ],
  },
  {
    name: 'Mercedes-Benz',
    slug: 'mercedes-benz',
    label: 'Mercedes-Benz',
    oePatterns: ['A ### ### ## ##'],
    models: [
      m('C-Class (W205)', [2014, 2021], 'mercedes', [
        ['C 180', 'petrol', 115, 1595, '2014-03', '2018-05'],
        ['C 200', 'petrol', 135, 1991, '2014-03', '2018-05'],
        ['C 220 d', 'diesel', 125, 2143, '2014-03', '2018-05'],
        ['C 300 h', 'hybrid', 170, 2143, '2014-09', '2018-05'],
      ]),
      m('E-Class (W212)', [2009, 2016], 'mercedes', [
        ['E 200 CDI', 'diesel', 100, 2143, '2009-01', '2013-04'],
        ['E 220 CDI', 'diesel', 125, 2143, '2009-01', '2013-04'],
        ['E 350 CDI', 'diesel', 170, 2987, '2009-01', '2011-06'],
      ]),
      m('A-Class (W176)', [2012, 2018], 'mercedes', [
        ['A 180', 'petrol', 90, 1595, '2012-06', '2018-05'],
        ['A 180 CDI', 'diesel', 80, 1461, '2012-06', '2015-06'],
        ['A 200 CDI', 'diesel', 100, 1796, '2012-06', '2015-06'],
        ['A 45 AMG 4MATIC', 'petrol', 265, 1991, '2013-06', '2015-06'],
      ]),
      m('Sprinter 3.5t (906)', [2006, 2018], 'mercedes-van', [
        ['313 CDI', 'diesel', 95, 2143, '2009-06', '2018-12'],
        ['316 CDI', 'diesel', 120, 2143, '2009-06', '2018-12'],
        ['319 CDI', 'diesel', 140, 2987, '2006-06', '2018-12'],
      ]),
    ],
  },
  {
    name: 'Opel',
    slug: 'opel',
    label: 'Opel',
    oePatterns: ['## ## ###', '13 ### ###'],
    models: [
      m('Astra J', [2009, 2015], 'opel', [
        ['1.4 Turbo', 'petrol', 103, 1364, '2009-12', '2015-10'],
        ['1.6', 'petrol', 85, 1598, '2009-12', '2015-10'],
        ['1.7 CDTI', 'diesel', 92, 1686, '2009-12', '2015-10'],
        ['2.0 CDTI', 'diesel', 121, 1956, '2009-12', '2015-10'],
      ]),
      m('Astra K', [2015, 2021], 'opel', [
        ['1.0 Turbo', 'petrol', 77, 999, '2015-06', '2021-12'],
        ['1.4 Turbo', 'petrol', 110, 1399, '2015-06', '2021-12'],
        ['1.6 CDTI', 'diesel', 100, 1598, '2015-06', '2019-10'],
      ]),
      m('Corsa D', [2006, 2014], 'opel', [
        ['1.2', 'petrol', 59, 1229, '2006-07', '2014-08'],
        ['1.4', 'petrol', 66, 1364, '2006-07', '2014-08'],
        ['1.3 CDTI', 'diesel', 55, 1248, '2006-07', '2014-08'],
        ['1.4 LPG', 'lpg', 64, 1398, '2010-09', '2014-08'],
      ]),
      m('Insignia A', [2008, 2017], 'opel', [
        ['1.6 Turbo', 'petrol', 132, 1598, '2008-07', '2017-03'],
        ['2.0 CDTI', 'diesel', 96, 1956, '2008-07', '2017-03'],
        ['2.0 CDTI 4x4', 'diesel', 118, 1956, '2008-07', '2017-03'],
      ]),
    ],
  },
  {
    name: 'Audi',
    slug: 'audi',
    label: 'Audi',
    oePatterns: [],
    models: [
      m(
        'A3 (8P1)',
        [2003, 2012],
        'vag-pq35',
        [
          ['1.6', 'petrol', 75, 1595, '2003-05', '2012-08'],
          ['1.9 TDI', 'diesel', 77, 1896, '2003-05', '2010-08'],
          ['2.0 TDI', 'diesel', 103, 1968, '2003-05', '2012-08'],
        ],
        '1K0',
      ),
      m(
        'A3 (8V1)',
        [2012, 2020],
        'vag-mqb',
        [
          ['1.4 TFSI', 'petrol', 90, 1395, '2012-04', '2018-12'],
          ['1.6 TDI', 'diesel', 81, 1598, '2012-04', '2018-12'],
          ['2.0 TDI', 'diesel', 110, 1968, '2012-04', '2018-12'],
          ['S3 quattro', 'petrol', 221, 1984, '2013-02', '2016-08'],
        ],
        '8V0',
      ),
      m(
        'A4 B8 (8K2)',
        [2007, 2015],
        'audi-mlb',
        [
          ['1.8 TFSI', 'petrol', 88, 1798, '2007-11', '2015-06'],
          ['2.0 TDI', 'diesel', 105, 1968, '2007-11', '2015-06'],
          ['2.0 TDI quattro', 'diesel', 125, 1968, '2008-06', '2015-06'],
          ['3.0 TDI quattro', 'diesel', 176, 2967, '2007-11', '2012-01'],
        ],
        '8K0',
      ),
      m(
        'A6 C7 (4G2)',
        [2010, 2018],
        'audi-mlb',
        [
          ['2.0 TDI', 'diesel', 130, 1968, '2010-11', '2018-09'],
          ['2.8 FSI', 'petrol', 150, 2773, '2010-11', '2014-09'],
          ['3.0 TDI quattro', 'diesel', 150, 2967, '2010-11', '2018-09'],
        ],
        '4G0',
      ),
      m(
        'Q5 (8RB)',
        [2008, 2017],
        'audi-mlb',
        [
          ['2.0 TDI quattro', 'diesel', 125, 1968, '2008-11', '2017-05'],
          ['2.0 TFSI quattro', 'petrol', 155, 1984, '2008-11', '2017-05'],
          ['3.0 TDI quattro', 'diesel', 176, 2967, '2008-11', '2012-08'],
        ],
        '8R0',
      ),
      m(
        'A1 (8X1)',
        [2010, 2018],
        'vag-pq25',
        [
          ['1.2 TFSI', 'petrol', 63, 1197, '2010-05', '2015-04'],
          ['1.4 TFSI', 'petrol', 90, 1390, '2010-05', '2015-04'],
          ['1.6 TDI', 'diesel', 77, 1598, '2010-05', '2015-04'],
        ],
        '8X0',
      ),
    ],
  },
  {
    name: 'BMW',
    slug: 'bmw',
    label: 'BMW',
    oePatterns: ['{group} ## # ### ###'],
    models: [
      m('3 Series (F30)', [2011, 2019], 'bmw', [
        ['316d', 'diesel', 85, 1995, '2012-07', '2019-06'],
        ['318d', 'diesel', 105, 1995, '2012-03', '2019-06'],
        ['320d', 'diesel', 135, 1995, '2011-11', '2019-06'],
        ['320i', 'petrol', 135, 1997, '2012-03', '2019-06'],
        ['330e', 'hybrid', 185, 1998, '2015-09', '2019-06'],
      ]),
      m('5 Series (F10)', [2009, 2017], 'bmw', [
        ['520d', 'diesel', 135, 1995, '2010-03', '2016-10'],
        ['530d', 'diesel', 190, 2993, '2010-03', '2016-10'],
        ['535i', 'petrol', 225, 2979, '2010-03', '2016-10'],
      ]),
      m('1 Series (F20)', [2011, 2019], 'bmw', [
        ['116i', 'petrol', 100, 1598, '2011-07', '2015-02'],
        ['116d', 'diesel', 85, 1995, '2011-07', '2015-02'],
        ['118d', 'diesel', 105, 1995, '2011-07', '2019-06'],
        ['120d', 'diesel', 135, 1995, '2011-07', '2019-06'],
      ]),
      m('X3 (F25)', [2010, 2017], 'bmw', [
        ['xDrive20i', 'petrol', 135, 1997, '2011-09', '2017-08'],
        ['xDrive20d', 'diesel', 135, 1995, '2010-09', '2017-08'],
        ['xDrive30d', 'diesel', 190, 2993, '2010-09', '2017-08'],
      ]),
      m('X1 (F48)', [2015, 2022], 'bmw-ukl', [
        ['sDrive18i', 'petrol', 103, 1499, '2015-06', '2022-06'],
        ['sDrive18d', 'diesel', 110, 1995, '2015-06', '2022-06'],
        ['xDrive20d', 'diesel', 140, 1995, '2015-06', '2022-06'],
      ]),
    ],
  },
  {
    name: 'Fiat',
    slug: 'fiat',
    label: 'Fiat',
    oePatterns: ['5#######', '77######'],
    models: [
      m('500 (312)', [2007, 2024], 'fiat', [
        ['1.2', 'petrol', 51, 1242, '2007-07', '2024-07'],
        ['0.9 TwinAir', 'petrol', 63, 875, '2010-07', '2019-12'],
        ['1.3 D Multijet', 'diesel', 55, 1248, '2007-07', '2015-07'],
      ]),
      m('Grande Punto (199)', [2005, 2018], 'fiat', [
        ['1.2', 'petrol', 48, 1242, '2005-10', '2018-12'],
        ['1.4', 'petrol', 57, 1368, '2005-10', '2012-12'],
        ['1.3 D Multijet', 'diesel', 55, 1248, '2005-10', '2012-12'],
        ['1.9 D Multijet', 'diesel', 88, 1910, '2005-10', '2010-12'],
      ]),
      m('Tipo (356)', [2015, null], 'fiat', [
        ['1.4', 'petrol', 70, 1368, '2015-10', '2020-09'],
        ['1.3 D Multijet', 'diesel', 70, 1248, '2015-10', '2020-09'],
        ['1.6 D Multijet', 'diesel', 88, 1598, '2015-10', null],
      ]),
      m('Doblò (263)', [2010, 2022], 'fiat', [
        ['1.4', 'petrol', 70, 1368, '2010-02', '2022-12'],
        ['1.6 D Multijet', 'diesel', 77, 1598, '2010-02', '2022-12'],
        ['2.0 D Multijet', 'diesel', 99, 1956, '2010-02', '2022-12'],
      ]),
    ],
  },
  {
    name: 'Renault',
    slug: 'renault',
    label: 'Renault',
    oePatterns: ['## ## ### ##R'],
    models: [
      m('Clio IV (BH)', [2012, 2019], 'renault-nissan', [
        ['0.9 TCe 90', 'petrol', 66, 898, '2012-11', '2019-06'],
        ['1.2 16V 75', 'petrol', 54, 1149, '2012-11', '2019-06'],
        ['1.5 dCi 90', 'diesel', 66, 1461, '2012-11', '2019-06'],
      ]),
      m('Mégane III (BZ0)', [2008, 2016], 'renault-nissan', [
        ['1.6 16V', 'petrol', 81, 1598, '2008-11', '2016-09'],
        ['1.5 dCi', 'diesel', 81, 1461, '2008-11', '2016-09'],
        ['1.9 dCi', 'diesel', 96, 1870, '2008-11', '2012-12'],
        ['2.0 RS', 'petrol', 184, 1998, '2010-01', '2016-09'],
      ]),
      m('Captur (J5)', [2013, 2019], 'renault-nissan', [
        ['0.9 TCe 90', 'petrol', 66, 898, '2013-06', '2019-12'],
        ['1.2 TCe 120', 'petrol', 88, 1197, '2013-06', '2019-12'],
        ['1.5 dCi 90', 'diesel', 66, 1461, '2013-06', '2019-12'],
      ]),
      m('Zoe (BFM)', [2012, 2024], 'renault-ev', [
        ['R90', 'electric', 65, null, '2012-11', '2019-08'],
        ['R110', 'electric', 80, null, '2018-05', '2024-03'],
        ['R135', 'electric', 100, null, '2019-09', '2024-03'],
      ]),
    ],
  },
  {
    name: 'Ford',
    slug: 'ford',
    label: 'Ford',
    oePatterns: ['# ### ###'],
    models: [
      m('Focus III', [2010, 2018], 'ford', [
        ['1.0 EcoBoost', 'petrol', 92, 999, '2012-02', '2018-09'],
        ['1.6 Ti', 'petrol', 92, 1596, '2010-07', '2018-09'],
        ['1.6 TDCi', 'diesel', 85, 1560, '2010-07', '2018-09'],
        ['2.0 TDCi', 'diesel', 103, 1997, '2010-07', '2018-09'],
      ]),
      m('Fiesta VI', [2008, 2017], 'ford', [
        ['1.25', 'petrol', 44, 1242, '2008-06', '2017-06'],
        ['1.0 EcoBoost', 'petrol', 74, 999, '2012-10', '2017-06'],
        ['1.6 TDCi', 'diesel', 70, 1560, '2008-06', '2017-06'],
      ]),
      m('Mondeo V', [2014, 2022], 'ford', [
        ['1.5 EcoBoost', 'petrol', 118, 1498, '2014-09', '2022-04'],
        ['2.0 TDCi', 'diesel', 110, 1997, '2014-09', '2022-04'],
        ['2.0 Hybrid', 'hybrid', 137, 1999, '2015-03', '2022-04'],
      ]),
      m('Kuga II', [2012, 2019], 'ford', [
        ['1.5 EcoBoost', 'petrol', 110, 1498, '2013-03', '2019-12'],
        ['2.0 TDCi', 'diesel', 110, 1997, '2013-03', '2019-12'],
        ['2.0 TDCi 4x4', 'diesel', 132, 1997, '2013-03', '2019-12'],
      ]),
    ],
  },
  {
    name: 'Nissan',
    slug: 'nissan',
    label: 'Nissan',
    oePatterns: ['#####-#@@#@'],
    models: [
      m('Qashqai II (J11)', [2013, 2021], 'renault-nissan', [
        ['1.2 DIG-T', 'petrol', 85, 1197, '2013-11', '2018-10'],
        ['1.3 DIG-T', 'petrol', 103, 1332, '2018-08', '2021-06'],
        ['1.5 dCi', 'diesel', 81, 1461, '2013-11', '2018-10'],
        ['1.6 dCi', 'diesel', 96, 1598, '2013-11', '2021-06'],
      ]),
      m('Juke (F15)', [2010, 2019], 'renault-nissan', [
        ['1.6', 'petrol', 69, 1598, '2010-06', '2019-12'],
        ['1.5 dCi', 'diesel', 81, 1461, '2010-06', '2019-12'],
        ['1.6 DIG-T', 'petrol', 140, 1618, '2010-06', '2019-12'],
      ]),
      m('Micra IV (K13)', [2010, 2017], 'nissan', [
        ['1.2', 'petrol', 59, 1198, '2010-05', '2017-03'],
        ['1.2 DIG-S', 'petrol', 72, 1198, '2011-04', '2017-03'],
      ]),
      m('Leaf (ZE1)', [2017, null], 'nissan', [
        ['Leaf 40 kWh', 'electric', 110, null, '2017-10', null],
        ['Leaf e+ 62 kWh', 'electric', 160, null, '2019-01', null],
      ]),
    ],
  },
  {
    name: 'Peugeot',
    slug: 'peugeot',
    label: 'Peugeot',
    oePatterns: ['#### @#', '16 ### ### 80'],
    models: [
      m('208 I', [2012, 2019], 'psa', [
        ['1.2 PureTech 82', 'petrol', 60, 1199, '2012-03', '2019-12'],
        ['1.6 HDi', 'diesel', 68, 1560, '2012-03', '2015-06'],
        ['1.6 BlueHDi 100', 'diesel', 73, 1560, '2014-07', '2019-12'],
      ]),
      m('308 II (T9)', [2013, 2021], 'psa', [
        ['1.2 PureTech 130', 'petrol', 96, 1199, '2014-03', '2021-08'],
        ['1.6 BlueHDi 120', 'diesel', 88, 1560, '2014-03', '2018-08'],
        ['2.0 BlueHDi 150', 'diesel', 110, 1997, '2014-03', '2021-08'],
      ]),
      m('3008 II (M4)', [2016, 2023], 'psa', [
        ['1.2 PureTech 130', 'petrol', 96, 1199, '2016-07', '2023-12'],
        ['1.5 BlueHDi 130', 'diesel', 96, 1499, '2018-03', '2023-12'],
        ['2.0 BlueHDi 180', 'diesel', 130, 1997, '2016-07', '2023-12'],
        ['1.6 Hybrid4 300', 'hybrid', 220, 1598, '2019-10', '2023-12'],
      ]),
      m('508 I', [2010, 2018], 'psa', [
        ['1.6 THP', 'petrol', 115, 1598, '2010-11', '2018-12'],
        ['2.0 HDi', 'diesel', 103, 1997, '2010-11', '2018-12'],
      ]),
    ],
  },
  {
    name: 'Dodge',
    slug: 'dodge',
    label: 'Dodge',
    oePatterns: ['68######A@'],
    models: [
      m('Journey (JC)', [2008, 2020], 'dodge', [
        ['2.0 CRD', 'diesel', 103, 1968, '2008-06', '2011-12'],
        ['2.4', 'petrol', 125, 2360, '2008-06', '2020-12'],
        ['2.7 V6', 'petrol', 136, 2736, '2008-06', '2011-12'],
      ]),
      m('Caliber (PM)', [2006, 2012], 'dodge', [
        ['1.8', 'petrol', 110, 1798, '2006-06', '2012-12'],
        ['2.0', 'petrol', 115, 1998, '2006-06', '2012-12'],
        ['2.0 CRD', 'diesel', 103, 1968, '2006-11', '2012-12'],
      ]),
      m('Nitro (KA)', [2006, 2011], 'dodge', [
        ['2.8 CRD', 'diesel', 130, 2768, '2007-01', '2011-12'],
        ['3.7 V6', 'petrol', 154, 3701, '2006-08', '2011-12'],
      ]),
      m('Challenger (LC)', [2008, 2023], 'dodge', [
        ['3.6 V6', 'petrol', 227, 3604, '2010-08', '2023-12'],
        ['5.7 V8 HEMI', 'petrol', 276, 5654, '2008-03', '2023-12'],
        ['6.4 SRT 392', 'petrol', 362, 6417, '2010-08', '2023-12'],
      ]),
    ],
  },
  {
    name: 'Citroën',
    slug: 'citroen',
    label: 'Citroën',
    oePatterns: ['#### @#', '16 ### ### 80'],
    models: [
      m('C3 III (SX)', [2016, null], 'psa', [
        ['1.2 PureTech 82', 'petrol', 60, 1199, '2016-11', null],
        ['1.2 PureTech 110', 'petrol', 81, 1199, '2016-11', null],
        ['1.6 BlueHDi 100', 'diesel', 73, 1560, '2016-11', '2020-06'],
      ]),
      m('C4 Picasso II', [2013, 2018], 'psa', [
        ['1.6 THP 165', 'petrol', 121, 1598, '2013-02', '2018-08'],
        ['1.6 BlueHDi 120', 'diesel', 88, 1560, '2014-07', '2018-08'],
        ['2.0 BlueHDi 150', 'diesel', 110, 1997, '2014-07', '2018-08'],
      ]),
      m('C5 III (RD)', [2008, 2017], 'psa', [
        ['1.6 THP 155', 'petrol', 115, 1598, '2008-02', '2017-12'],
        ['1.6 HDi', 'diesel', 80, 1560, '2008-02', '2017-12'],
        ['2.0 HDi', 'diesel', 120, 1997, '2009-10', '2017-12'],
      ]),
      m('Berlingo II (B9)', [2008, 2018], 'psa', [
        ['1.6 VTi', 'petrol', 72, 1598, '2008-04', '2018-06'],
        ['1.6 HDi', 'diesel', 66, 1560, '2008-04', '2018-06'],
        ['1.6 BlueHDi 100', 'diesel', 73, 1560, '2015-03', '2018-06'],
      ]),
    ],
  },
  {
    name: 'Jaguar',
    slug: 'jaguar',
    label: 'Jaguar',
    oePatterns: ['T2H####', 'C2C#####', 'T4A####'],
    models: [
      m('XE (X760)', [2015, 2024], 'jaguar', [
        ['2.0 D', 'diesel', 132, 1999, '2015-04', '2024-06'],
        ['2.0 i4 P250', 'petrol', 184, 1997, '2017-07', '2024-06'],
        ['3.0 S', 'petrol', 250, 2995, '2015-04', '2019-05'],
      ]),
      m('XF (X250)', [2008, 2015], 'jaguar', [
        ['2.2 D', 'diesel', 140, 2179, '2011-04', '2015-09'],
        ['3.0 D', 'diesel', 177, 2993, '2009-04', '2015-09'],
        ['5.0 V8', 'petrol', 283, 5000, '2009-03', '2015-09'],
      ]),
      m('XF (X260)', [2015, 2024], 'jaguar', [
        ['2.0 D', 'diesel', 132, 1999, '2015-09', '2024-06'],
        ['2.0 i4 P250', 'petrol', 184, 1997, '2017-07', '2024-06'],
        ['3.0 D V6', 'diesel', 221, 2993, '2015-09', '2020-08'],
      ]),
      m('F-Pace (X761)', [2016, null], 'jaguar', [
        ['2.0 D AWD', 'diesel', 132, 1999, '2016-04', null],
        ['2.0 P250 AWD', 'petrol', 184, 1997, '2017-07', null],
        ['3.0 D V6 AWD', 'diesel', 221, 2993, '2016-04', '2020-08'],
      ]),
      m('I-Pace (X590)', [2018, null], 'jaguar', [['EV400 AWD', 'electric', 294, null, '2018-03', null]]),
    ],
  },
  {
    name: 'MINI',
    slug: 'mini',
    label: 'MINI',
    oePatterns: ['{group} ## # ### ###'],
    models: [
      m('Hatch (R56)', [2006, 2013], 'mini-r', [
        ['One 1.4', 'petrol', 55, 1397, '2006-11', '2010-06'],
        ['Cooper 1.6', 'petrol', 88, 1598, '2006-11', '2013-11'],
        ['Cooper D 1.6', 'diesel', 80, 1560, '2007-02', '2010-06'],
        ['Cooper S 1.6', 'petrol', 128, 1598, '2006-11', '2013-11'],
      ]),
      m('Countryman (R60)', [2010, 2016], 'mini-r', [
        ['Cooper', 'petrol', 90, 1598, '2010-06', '2016-10'],
        ['Cooper D', 'diesel', 82, 1598, '2010-06', '2016-10'],
        ['Cooper SD', 'diesel', 105, 1995, '2011-03', '2016-10'],
      ]),
      m('Hatch (F56)', [2013, 2024], 'bmw-ukl', [
        ['Cooper 1.5', 'petrol', 100, 1499, '2013-11', '2024-03'],
        ['Cooper D 1.5', 'diesel', 85, 1496, '2014-03', '2024-03'],
        ['Cooper S 2.0', 'petrol', 141, 1998, '2013-11', '2024-03'],
        ['Cooper SE', 'electric', 135, null, '2019-11', '2024-03'],
      ]),
      m('Countryman (F60)', [2016, 2024], 'bmw-ukl', [
        ['Cooper', 'petrol', 100, 1499, '2016-11', '2024-02'],
        ['Cooper D', 'diesel', 110, 1995, '2016-11', '2024-02'],
        ['Cooper SE ALL4', 'hybrid', 165, 1499, '2017-03', '2024-02'],
      ]),
    ],
  },
  {
    name: 'SEAT',
    slug: 'seat',
    label: 'SEAT',
    oePatterns: [],
    models: [
      m(
        'Leon II (1P1)',
        [2005, 2012],
        'vag-pq35',
        [
          ['1.4 16V', 'petrol', 63, 1390, '2005-07', '2010-12'],
          ['1.9 TDI', 'diesel', 77, 1896, '2005-07', '2010-12'],
          ['2.0 TDI', 'diesel', 103, 1968, '2005-07', '2012-12'],
          ['2.0 TFSI Cupra', 'petrol', 177, 1984, '2006-12', '2012-12'],
        ],
        '1K0',
      ),
      m(
        'Leon III (5F1)',
        [2012, 2020],
        'vag-mqb',
        [
          ['1.2 TSI', 'petrol', 77, 1197, '2012-09', '2018-12'],
          ['1.4 TSI', 'petrol', 110, 1395, '2012-09', '2018-12'],
          ['1.6 TDI', 'diesel', 81, 1598, '2012-09', '2020-03'],
          ['2.0 TDI', 'diesel', 110, 1968, '2012-09', '2020-03'],
        ],
        '5Q0',
      ),
      m(
        'Ibiza IV (6J5)',
        [2008, 2017],
        'vag-pq25',
        [
          ['1.2', 'petrol', 51, 1198, '2008-03', '2015-05'],
          ['1.4 16V', 'petrol', 63, 1390, '2008-03', '2015-05'],
          ['1.6 TDI', 'diesel', 77, 1598, '2009-04', '2015-05'],
        ],
        '6R0',
      ),
      m(
        'Ateca (KH7)',
        [2016, null],
        'vag-mqb',
        [
          ['1.0 TSI', 'petrol', 85, 999, '2016-04', null],
          ['1.6 TDI', 'diesel', 85, 1598, '2016-04', '2020-07'],
          ['2.0 TDI 4Drive', 'diesel', 110, 1968, '2016-04', null],
        ],
        '5Q0',
      ),
    ],
  },
  {
    name: 'Volvo',
    slug: 'volvo',
    label: 'Volvo',
    oePatterns: ['31 ### ###', '30 ### ###'],
    models: [
      m('XC60 I (156)', [2008, 2017], 'volvo', [
        ['D4', 'diesel', 133, 1984, '2013-01', '2017-12'],
        ['D5 AWD', 'diesel', 151, 2400, '2008-04', '2015-12'],
        ['T5', 'petrol', 177, 1999, '2010-10', '2017-12'],
      ]),
      m('XC90 II (256)', [2014, null], 'volvo', [
        ['D5 AWD', 'diesel', 173, 1969, '2014-10', null],
        ['T6 AWD', 'petrol', 235, 1969, '2014-10', null],
        ['T8 Twin Engine AWD', 'hybrid', 300, 1969, '2015-03', null],
      ]),
      m('V40 (525)', [2012, 2019], 'volvo', [
        ['D2', 'diesel', 88, 1560, '2012-03', '2015-08'],
        ['D3', 'diesel', 110, 1984, '2012-03', '2015-08'],
        ['T3', 'petrol', 110, 1596, '2012-05', '2015-08'],
      ]),
      m('V60 I (155)', [2010, 2018], 'volvo', [
        ['D3', 'diesel', 120, 1984, '2010-04', '2015-12'],
        ['D4', 'diesel', 140, 1969, '2014-02', '2018-05'],
        ['T4', 'petrol', 132, 1596, '2010-04', '2015-12'],
        ['D6 AWD Plug-in Hybrid', 'hybrid', 209, 2400, '2012-07', '2018-05'],
      ]),
    ],
  },
];

/** BMW/MINI parts catalogue main groups by top-level shop category (34 = brakes, 11 = engine...). */
const BMW_MAIN_GROUPS: Record<string, string> = {
  'brake-system': '34',
  engine: '11',
  'Drivetrain-suspension': '31',
  'car-lights': '63',
  filters: '11',
  electrics: '61',
  'body-panels': '51',
  'exhaust-system': '18',
  luggage: '71',
};

/** An OE (vehicle maker) number in the format of the vehicle's maker, for a part of the given top category. */
export function oeNumber(rng: Rng, make: MakeDef, model: ModelDef, topCategory: string): string {
  if (model.oePrefix) {
    const suffix = rng.chance(0.5) ? ` ${rng.pick(['A', 'B', 'C', 'D', 'E'])}` : '';
    return `${model.oePrefix} ${fillPattern(rng, '### ###')}${suffix}`;
  }
  const pattern = rng.pick(make.oePatterns).replace('{group}', BMW_MAIN_GROUPS[topCategory] ?? '##');
  return fillPattern(rng, pattern);
}
