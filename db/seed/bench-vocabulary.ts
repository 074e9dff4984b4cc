/**
 * Words of the benchmark catalogue: a three-level tree of 10 roots x 5 x 4 with the product each leaf
 * sells (English and Polish), the brands, prices and description sentences of each root, and the extra
 * wholesale suppliers. Brand names, part-number formats and vehicles come from the demo seed.
 */

/**
 * Leaf flags. Fitment: `u` universal (no vehicles, no OE number), `c` combustion engines only, `d`
 * diesel only; none: any vehicle. Name qualifier: `A` axle, `S` side, `D` diameter, `L` length,
 * `V` volume, `O` oil grade and volume, `B` bulb type, `R` ribbed-belt size, `E` battery size.
 */
export type BenchLeaf = [en: string, pl: string, productEn: string, productPl: string, flags?: string];

export interface BenchSub {
  en: string;
  pl: string;
  leaves: [BenchLeaf, BenchLeaf, BenchLeaf, BenchLeaf];
}

export interface BenchRoot {
  en: string;
  pl: string;
  /** Share of the products relative to the other roots (brake parts sell most). */
  weight: number;
  brands: string[];
  /** Shop price range in euro. */
  price: [number, number];
  weightGrams: [number, number];
  /** One sentence per variant: [English, Polish]. */
  sentences: [string, string][];
  subs: [BenchSub, BenchSub, BenchSub, BenchSub, BenchSub];
}

export const BENCH_TREE: BenchRoot[] = [
  {
    en: 'Brake system',
    pl: 'Układ hamulcowy',
    weight: 2,
    brands: ['Bosch', 'ATE', 'Brembo', 'TRW', 'Textar', 'Ferodo', 'Delphi', 'Meyle', 'Febi Bilstein', 'SWAG'],
    price: [8, 420],
    weightGrams: [150, 9000],
    sentences: [
      [
        'Brake part made to the vehicle maker’s specification and tested for consistent stopping power.',
        'Część układu hamulcowego wykonana według specyfikacji producenta pojazdu, testowana pod kątem skuteczności hamulców.',
      ],
      [
        'Replace brake parts per axle and check the brake fluid level after fitting.',
        'Części hamulcowe wymieniaj parami na osi i po montażu sprawdź poziom płynu hamulcowego.',
      ],
      [
        'Corrosion-protected brake component with ECE R90 approval where required.',
        'Element hamulcowy zabezpieczony przed korozją, z homologacją ECE R90 tam, gdzie jest wymagana.',
      ],
    ],
    subs: [
      {
        en: 'Brake pads & discs',
        pl: 'Klocki i tarcze hamulcowe',
        leaves: [
          ['Brake pads', 'Klocki hamulcowe', 'Brake pad set', 'Klocki hamulcowe, komplet', 'A'],
          ['Brake discs', 'Tarcze hamulcowe', 'Brake disc', 'Tarcza hamulcowa', 'AD'],
          [
            'Wear indicators',
            'Czujniki zużycia klocków',
            'Brake pad wear sensor',
            'Czujnik zużycia klocków hamulcowych',
            'A',
          ],
          [
            'Pad accessory kits',
            'Zestawy montażowe klocków',
            'Brake pad accessory kit',
            'Zestaw montażowy klocków hamulcowych',
            'A',
          ],
        ],
      },
      {
        en: 'Drum brakes',
        pl: 'Hamulce bębnowe',
        leaves: [
          ['Brake drums', 'Bębny hamulcowe', 'Brake drum', 'Bęben hamulcowy', 'D'],
          ['Brake shoes', 'Szczęki hamulcowe', 'Brake shoe set', 'Szczęki hamulcowe, komplet', 'D'],
          ['Wheel cylinders', 'Cylinderki hamulcowe', 'Wheel brake cylinder', 'Cylinderek hamulcowy', 'S'],
          [
            'Shoe fitting kits',
            'Zestawy sprężyn szczęk',
            'Brake shoe fitting kit',
            'Zestaw sprężyn szczęk hamulcowych',
          ],
        ],
      },
      {
        en: 'Brake calipers',
        pl: 'Zaciski hamulcowe',
        leaves: [
          ['Calipers', 'Zaciski', 'Brake caliper', 'Zacisk hamulcowy', 'AS'],
          [
            'Caliper repair kits',
            'Zestawy naprawcze zacisków',
            'Brake caliper repair kit',
            'Zestaw naprawczy zacisku hamulcowego',
            'A',
          ],
          ['Caliper pistons', 'Tłoczki zacisków', 'Brake caliper piston', 'Tłoczek zacisku hamulcowego', 'A'],
          [
            'Caliper guide sleeves',
            'Prowadnice zacisków',
            'Brake caliper guide sleeve kit',
            'Zestaw prowadnic zacisku hamulcowego',
            'A',
          ],
        ],
      },
      {
        en: 'Brake hydraulics',
        pl: 'Hydraulika hamulcowa',
        leaves: [
          ['Master cylinders', 'Pompy hamulcowe', 'Brake master cylinder', 'Pompa hamulcowa'],
          ['Brake hoses', 'Przewody elastyczne', 'Brake hose', 'Przewód hamulcowy elastyczny', 'AL'],
          ['Brake pipes', 'Przewody sztywne', 'Brake pipe', 'Przewód hamulcowy sztywny', 'L'],
          ['Brake boosters', 'Serwa hamulcowe', 'Brake booster', 'Serwo hamulcowe', 'c'],
        ],
      },
      {
        en: 'Parking brake & ABS',
        pl: 'Hamulec postojowy i ABS',
        leaves: [
          [
            'Handbrake cables',
            'Linki hamulca ręcznego',
            'Parking brake cable',
            'Linka hamulca ręcznego',
            'SL',
          ],
          ['ABS sensors', 'Czujniki ABS', 'ABS wheel speed sensor', 'Czujnik prędkości koła ABS', 'AS'],
          [
            'Parking brake motors',
            'Silniki hamulca postojowego',
            'Electric parking brake motor',
            'Silnik hamulca postojowego',
            'S',
          ],
          [
            'Handbrake levers',
            'Dźwignie hamulca ręcznego',
            'Parking brake lever',
            'Dźwignia hamulca ręcznego',
          ],
        ],
      },
    ],
  },
  {
    en: 'Engine',
    pl: 'Silnik',
    weight: 1,
    brands: [
      'Bosch',
      'Gates',
      'ContiTech',
      'Dayco',
      'INA',
      'Elring',
      'Victor Reinz',
      'Corteco',
      'NGK',
      'Denso',
      'BERU',
      'Pierburg',
      'Mahle',
      'Febi Bilstein',
      'SKF',
    ],
    price: [4, 1200],
    weightGrams: [40, 12000],
    sentences: [
      [
        'Engine part in original-equipment quality; follow the engine maker’s service interval.',
        'Część silnika w jakości pierwszego montażu; przestrzegaj interwałów serwisowych producenta silnika.',
      ],
      [
        'Precision-made for a quiet, efficient engine and a long service life.',
        'Precyzyjnie wykonana dla cichej i wydajnej pracy silnika oraz długiej żywotności.',
      ],
    ],
    subs: [
      {
        en: 'Timing',
        pl: 'Rozrząd',
        leaves: [
          ['Timing belt kits', 'Zestawy paska rozrządu', 'Timing belt kit', 'Zestaw paska rozrządu', 'c'],
          [
            'Timing chain kits',
            'Zestawy łańcucha rozrządu',
            'Timing chain kit',
            'Zestaw łańcucha rozrządu',
            'c',
          ],
          ['Tensioner pulleys', 'Rolki napinacza', 'Tensioner pulley', 'Rolka napinacza paska', 'c'],
          ['Camshafts', 'Wałki rozrządu', 'Camshaft', 'Wałek rozrządu', 'c'],
        ],
      },
      {
        en: 'Ignition & glow',
        pl: 'Zapłon i żarzenie',
        leaves: [
          ['Spark plugs', 'Świece zapłonowe', 'Spark plug', 'Świeca zapłonowa', 'c'],
          ['Ignition coils', 'Cewki zapłonowe', 'Ignition coil', 'Cewka zapłonowa', 'c'],
          ['Glow plugs', 'Świece żarowe', 'Glow plug', 'Świeca żarowa', 'd'],
          ['Ignition leads', 'Przewody zapłonowe', 'Ignition lead set', 'Komplet przewodów zapłonowych', 'c'],
        ],
      },
      {
        en: 'Gaskets & seals',
        pl: 'Uszczelki',
        leaves: [
          ['Head gaskets', 'Uszczelki pod głowicę', 'Cylinder head gasket', 'Uszczelka pod głowicę', 'c'],
          [
            'Valve cover gaskets',
            'Uszczelki pokrywy zaworów',
            'Valve cover gasket',
            'Uszczelka pokrywy zaworów',
            'c',
          ],
          ['Shaft seals', 'Uszczelniacze wałów', 'Crankshaft seal', 'Uszczelniacz wału korbowego', 'c'],
          ['Oil pan gaskets', 'Uszczelki miski olejowej', 'Oil pan gasket', 'Uszczelka miski olejowej', 'c'],
        ],
      },
      {
        en: 'Engine cooling',
        pl: 'Chłodzenie silnika',
        leaves: [
          ['Water pumps', 'Pompy wody', 'Water pump', 'Pompa wody'],
          ['Radiators', 'Chłodnice', 'Engine radiator', 'Chłodnica silnika', 'L'],
          ['Thermostats', 'Termostaty', 'Thermostat', 'Termostat', 'c'],
          ['Coolant hoses', 'Przewody układu chłodzenia', 'Radiator hose', 'Przewód chłodnicy', 'L'],
        ],
      },
      {
        en: 'Fuel & air supply',
        pl: 'Zasilanie paliwem i powietrzem',
        leaves: [
          ['Injectors', 'Wtryskiwacze', 'Fuel injector', 'Wtryskiwacz paliwa', 'c'],
          ['Fuel pumps', 'Pompy paliwa', 'Fuel pump', 'Pompa paliwa', 'c'],
          ['Turbochargers', 'Turbosprężarki', 'Turbocharger', 'Turbosprężarka', 'c'],
          ['Throttle bodies', 'Przepustnice', 'Throttle body', 'Przepustnica', 'c'],
        ],
      },
    ],
  },
  {
    en: 'Suspension & steering',
    pl: 'Zawieszenie i układ kierowniczy',
    weight: 1,
    brands: [
      'Sachs',
      'Bilstein',
      'Monroe',
      'KYB',
      'Lemförder',
      'Febi Bilstein',
      'SKF',
      'Meyle',
      'SWAG',
      'FAG',
      'SNR',
      'GKN Spidan',
      'Lesjöfors',
      'TRW',
    ],
    price: [6, 900],
    weightGrams: [80, 15000],
    sentences: [
      [
        'Suspension part for precise steering and a comfortable ride; check the wheel alignment after fitting.',
        'Część zawieszenia zapewniająca precyzyjne prowadzenie i komfort jazdy; po montażu sprawdź geometrię kół.',
      ],
      [
        'Made from hardened steel with rubber-metal bushes for a long service life.',
        'Wykonana z hartowanej stali z tulejami metalowo-gumowymi dla długiej żywotności.',
      ],
    ],
    subs: [
      {
        en: 'Shock absorbers & springs',
        pl: 'Amortyzatory i sprężyny',
        leaves: [
          ['Shock absorbers', 'Amortyzatory', 'Shock absorber', 'Amortyzator', 'A'],
          ['Coil springs', 'Sprężyny zawieszenia', 'Coil spring', 'Sprężyna zawieszenia', 'A'],
          ['Strut mounts', 'Poduszki amortyzatora', 'Strut mount', 'Poduszka amortyzatora', 'A'],
          [
            'Dust covers & bump stops',
            'Osłony i odboje',
            'Shock absorber protection kit',
            'Zestaw osłon i odbojów amortyzatora',
            'A',
          ],
        ],
      },
      {
        en: 'Control arms',
        pl: 'Wahacze',
        leaves: [
          ['Track control arms', 'Wahacze poprzeczne', 'Track control arm', 'Wahacz poprzeczny', 'AS'],
          ['Ball joints', 'Sworznie wahaczy', 'Ball joint', 'Sworzeń wahacza', 'S'],
          ['Arm bushes', 'Tuleje wahaczy', 'Control arm bush', 'Tuleja wahacza', 'A'],
          ['Stabilizer links', 'Łączniki stabilizatora', 'Stabilizer link', 'Łącznik stabilizatora', 'AS'],
        ],
      },
      {
        en: 'Steering',
        pl: 'Układ kierowniczy',
        leaves: [
          ['Tie rod ends', 'Końcówki drążków', 'Tie rod end', 'Końcówka drążka kierowniczego', 'S'],
          ['Tie rods', 'Drążki kierownicze', 'Tie rod', 'Drążek kierowniczy', 'S'],
          ['Steering racks', 'Przekładnie kierownicze', 'Steering rack', 'Przekładnia kierownicza'],
          ['Power steering pumps', 'Pompy wspomagania', 'Power steering pump', 'Pompa wspomagania'],
        ],
      },
      {
        en: 'Wheel bearings & hubs',
        pl: 'Łożyska i piasty',
        leaves: [
          ['Wheel bearing kits', 'Zestawy łożysk kół', 'Wheel bearing kit', 'Zestaw łożyska koła', 'A'],
          ['Wheel hubs', 'Piasty kół', 'Wheel hub', 'Piasta koła', 'A'],
          ['Wheel bolts', 'Śruby kół', 'Wheel bolt set', 'Śruby koła, komplet'],
          ['ABS reluctor rings', 'Pierścienie ABS', 'ABS reluctor ring', 'Pierścień ABS', 'A'],
        ],
      },
      {
        en: 'Drive shafts',
        pl: 'Półosie',
        leaves: [
          ['Drive shafts', 'Półosie napędowe', 'Drive shaft', 'Półoś napędowa', 'S'],
          ['CV joints', 'Przeguby napędowe', 'CV joint kit', 'Przegub napędowy, zestaw', 'S'],
          ['CV boots', 'Osłony przegubów', 'CV boot kit', 'Osłona przegubu, zestaw'],
          ['Propshaft couplings', 'Łączniki wałów', 'Propshaft flex disc', 'Łącznik elastyczny wału'],
        ],
      },
    ],
  },
  {
    en: 'Clutch & transmission',
    pl: 'Sprzęgło i skrzynia biegów',
    weight: 1,
    brands: [
      'Sachs',
      'LuK',
      'Valeo',
      'INA',
      'Febi Bilstein',
      'Corteco',
      'Gates',
      'ContiTech',
      'Dayco',
      'SKF',
      'Meyle',
    ],
    price: [5, 1500],
    weightGrams: [60, 16000],
    sentences: [
      [
        'Drivetrain part for smooth gear changes and vibration-free power transfer.',
        'Część układu napędowego zapewniająca płynną zmianę biegów i przeniesienie napędu bez drgań.',
      ],
      [
        'Fit with the tightening torques given by the vehicle maker.',
        'Montuj z momentami dokręcania podanymi przez producenta pojazdu.',
      ],
    ],
    subs: [
      {
        en: 'Clutch',
        pl: 'Sprzęgło',
        leaves: [
          ['Clutch kits', 'Zestawy sprzęgła', 'Clutch kit', 'Zestaw sprzęgła', 'cD'],
          ['Dual-mass flywheels', 'Koła dwumasowe', 'Dual-mass flywheel', 'Koło dwumasowe', 'c'],
          ['Release bearings', 'Łożyska oporowe', 'Clutch release bearing', 'Łożysko oporowe sprzęgła', 'c'],
          ['Clutch cables', 'Linki sprzęgła', 'Clutch cable', 'Linka sprzęgła', 'cL'],
        ],
      },
      {
        en: 'Clutch hydraulics',
        pl: 'Hydraulika sprzęgła',
        leaves: [
          ['Clutch master cylinders', 'Pompy sprzęgła', 'Clutch master cylinder', 'Pompa sprzęgła', 'c'],
          ['Slave cylinders', 'Wysprzęgliki', 'Clutch slave cylinder', 'Wysprzęglik', 'c'],
          ['Clutch hoses', 'Przewody sprzęgła', 'Clutch hose', 'Przewód sprzęgła', 'cL'],
          [
            'Concentric slave cylinders',
            'Wysprzęgliki centralne',
            'Concentric slave cylinder',
            'Wysprzęglik centralny',
            'c',
          ],
        ],
      },
      {
        en: 'Gearbox',
        pl: 'Skrzynia biegów',
        leaves: [
          ['Gearbox mounts', 'Poduszki skrzyni', 'Gearbox mount', 'Poduszka skrzyni biegów'],
          [
            'Gear linkage',
            'Mechanizmy zmiany biegów',
            'Gear lever repair kit',
            'Zestaw naprawczy lewarka zmiany biegów',
            'c',
          ],
          [
            'Gearbox seals',
            'Uszczelniacze skrzyni',
            'Gearbox shaft seal',
            'Uszczelniacz skrzyni biegów',
            'c',
          ],
          [
            'Automatic gearbox filters',
            'Filtry skrzyń automatycznych',
            'Automatic transmission filter kit',
            'Filtr automatycznej skrzyni biegów, zestaw',
            'c',
          ],
        ],
      },
      {
        en: 'Engine mounts',
        pl: 'Mocowanie silnika',
        leaves: [
          ['Engine mounts', 'Poduszki silnika', 'Engine mount', 'Poduszka silnika', 'S'],
          ['Torque rods', 'Łączniki reakcyjne', 'Torque rod', 'Łącznik reakcyjny silnika'],
          ['Subframe bushes', 'Tuleje sanek', 'Subframe bush', 'Tuleja sanek', 'A'],
          ['Engine covers', 'Osłony silnika', 'Engine undertray', 'Osłona pod silnik', 'c'],
        ],
      },
      {
        en: 'Auxiliary belt drive',
        pl: 'Napęd osprzętu',
        leaves: [
          ['V-ribbed belts', 'Paski wielorowkowe', 'V-ribbed belt', 'Pasek wielorowkowy', 'cR'],
          ['Belt kits', 'Zestawy paska osprzętu', 'V-ribbed belt kit', 'Zestaw paska wielorowkowego', 'cR'],
          ['Idler pulleys', 'Rolki prowadzące', 'Idler pulley', 'Rolka prowadząca', 'c'],
          [
            'Alternator pulleys',
            'Sprzęgła alternatora',
            'Alternator freewheel pulley',
            'Sprzęgło jednokierunkowe alternatora',
            'c',
          ],
        ],
      },
    ],
  },
  {
    en: 'Lighting',
    pl: 'Oświetlenie',
    weight: 1,
    brands: ['Hella', 'Osram', 'Philips', 'Valeo', 'Magneti Marelli', 'TYC', 'Bosch', 'Van Wezel'],
    price: [3, 1400],
    weightGrams: [10, 6000],
    sentences: [
      [
        'E-marked lighting part approved for road use in the European Union.',
        'Element oświetlenia ze znakiem homologacji E, dopuszczony do ruchu w Unii Europejskiej.',
      ],
      [
        'Bright, even light output; have the headlight aim checked after replacement.',
        'Jasne, równomierne światło; po wymianie sprawdź ustawienie świateł.',
      ],
    ],
    subs: [
      {
        en: 'Headlights',
        pl: 'Reflektory',
        leaves: [
          ['Headlights', 'Reflektory przednie', 'Headlight', 'Reflektor', 'S'],
          ['Fog lights', 'Halogeny przeciwmgielne', 'Fog light', 'Halogen przeciwmgielny', 'S'],
          ['Headlight lenses', 'Klosze reflektorów', 'Headlight lens', 'Klosz reflektora', 'S'],
          [
            'Levelling motors',
            'Silniki regulacji reflektorów',
            'Headlight levelling motor',
            'Silnik regulacji reflektora',
          ],
        ],
      },
      {
        en: 'Rear lights',
        pl: 'Światła tylne',
        leaves: [
          ['Tail lights', 'Lampy tylne', 'Tail light', 'Lampa tylna', 'S'],
          ['Third brake lights', 'Trzecie światła stop', 'Third brake light', 'Trzecie światło stop'],
          [
            'Number plate lights',
            'Oświetlenie tablicy',
            'Number plate light',
            'Oświetlenie tablicy rejestracyjnej',
          ],
          ['Rear reflectors', 'Odblaski tylne', 'Rear reflector', 'Odblask tylny', 'S'],
        ],
      },
      {
        en: 'Bulbs',
        pl: 'Żarówki',
        leaves: [
          ['Headlight bulbs', 'Żarówki reflektorów', 'Headlight bulb', 'Żarówka reflektora', 'uB'],
          ['Xenon bulbs', 'Żarniki ksenonowe', 'Xenon bulb', 'Żarnik ksenonowy', 'uB'],
          ['Brake light bulbs', 'Żarówki świateł stop', 'Brake light bulb', 'Żarówka światła stop', 'uB'],
          ['Indicator bulbs', 'Żarówki kierunkowskazów', 'Indicator bulb', 'Żarówka kierunkowskazu', 'uB'],
        ],
      },
      {
        en: 'Indicators',
        pl: 'Kierunkowskazy',
        leaves: [
          ['Front indicators', 'Kierunkowskazy przednie', 'Front indicator', 'Kierunkowskaz przedni', 'S'],
          ['Side repeaters', 'Kierunkowskazy boczne', 'Side indicator', 'Kierunkowskaz boczny', 'S'],
          [
            'Mirror indicators',
            'Kierunkowskazy w lusterkach',
            'Mirror indicator',
            'Kierunkowskaz w lusterku',
            'S',
          ],
          ['Flasher relays', 'Przerywacze kierunkowskazów', 'Flasher relay', 'Przerywacz kierunkowskazów'],
        ],
      },
      {
        en: 'Interior & LED lighting',
        pl: 'Oświetlenie wnętrza i LED',
        leaves: [
          ['Interior lights', 'Lampki wnętrza', 'Interior light', 'Lampka oświetlenia wnętrza'],
          ['LED retrofit bulbs', 'Żarówki LED', 'LED retrofit bulb', 'Żarówka LED', 'uB'],
          [
            'Daytime running lights',
            'Światła do jazdy dziennej',
            'Daytime running light kit',
            'Światła do jazdy dziennej, zestaw',
            'u',
          ],
          ['Work lights', 'Lampy robocze', 'LED work light', 'Lampa robocza LED', 'u'],
        ],
      },
    ],
  },
  {
    en: 'Filters',
    pl: 'Filtry',
    weight: 1,
    brands: ['Mann-Filter', 'Mahle', 'Hengst', 'Knecht', 'Bosch', 'K&N', 'BMC', 'Febi Bilstein'],
    price: [3, 260],
    weightGrams: [60, 2500],
    sentences: [
      [
        'Filter with a high dirt-holding capacity; replace it at every service.',
        'Filtr o dużej chłonności zanieczyszczeń; wymieniaj go przy każdym przeglądzie.',
      ],
      [
        'Multi-layer filter media protects the engine and the passengers from fine dust.',
        'Wielowarstwowy materiał filtracyjny chroni silnik i pasażerów przed drobnym pyłem.',
      ],
    ],
    subs: [
      {
        en: 'Oil filters',
        pl: 'Filtry oleju',
        leaves: [
          ['Spin-on oil filters', 'Filtry oleju puszkowe', 'Oil filter', 'Filtr oleju', 'c'],
          ['Oil filter cartridges', 'Wkłady filtra oleju', 'Oil filter cartridge', 'Wkład filtra oleju', 'c'],
          ['Oil filter housings', 'Obudowy filtra oleju', 'Oil filter housing', 'Obudowa filtra oleju', 'c'],
          ['Oil drain plugs', 'Korki spustowe', 'Oil drain plug', 'Korek spustowy oleju', 'c'],
        ],
      },
      {
        en: 'Air filters',
        pl: 'Filtry powietrza',
        leaves: [
          ['Engine air filters', 'Filtry powietrza silnika', 'Air filter', 'Filtr powietrza', 'c'],
          [
            'Sport air filters',
            'Sportowe filtry powietrza',
            'Sport air filter',
            'Sportowy filtr powietrza',
            'c',
          ],
          ['Intake hoses', 'Przewody dolotowe', 'Intake hose', 'Przewód dolotowy', 'cL'],
          [
            'Air filter housings',
            'Obudowy filtra powietrza',
            'Air filter housing',
            'Obudowa filtra powietrza',
            'c',
          ],
        ],
      },
      {
        en: 'Cabin filters',
        pl: 'Filtry kabinowe',
        leaves: [
          ['Pollen filters', 'Filtry przeciwpyłkowe', 'Cabin filter', 'Filtr kabinowy'],
          [
            'Carbon cabin filters',
            'Filtry z węglem aktywnym',
            'Activated carbon cabin filter',
            'Filtr kabinowy z węglem aktywnym',
          ],
          [
            'Antibacterial filters',
            'Filtry antybakteryjne',
            'Antibacterial cabin filter',
            'Filtr kabinowy antybakteryjny',
          ],
          [
            'Cabin filter covers',
            'Pokrywy filtra kabinowego',
            'Cabin filter cover',
            'Pokrywa filtra kabinowego',
          ],
        ],
      },
      {
        en: 'Fuel filters',
        pl: 'Filtry paliwa',
        leaves: [
          [
            'Diesel fuel filters',
            'Filtry paliwa diesel',
            'Diesel fuel filter',
            'Filtr paliwa do diesla',
            'd',
          ],
          [
            'Petrol fuel filters',
            'Filtry paliwa benzyna',
            'Petrol fuel filter',
            'Filtr paliwa benzynowy',
            'c',
          ],
          [
            'Fuel filter housings',
            'Obudowy filtra paliwa',
            'Fuel filter housing',
            'Obudowa filtra paliwa',
            'c',
          ],
          ['Water separators', 'Separatory wody', 'Fuel water separator', 'Separator wody w paliwie', 'd'],
        ],
      },
      {
        en: 'Filter kits & special filters',
        pl: 'Zestawy i filtry specjalne',
        leaves: [
          ['Service kits', 'Zestawy serwisowe', 'Filter service kit', 'Zestaw filtrów serwisowych', 'c'],
          ['Hydraulic filters', 'Filtry hydrauliczne', 'Hydraulic filter', 'Filtr hydrauliczny'],
          ['AdBlue filters', 'Filtry AdBlue', 'AdBlue filter', 'Filtr AdBlue', 'd'],
          [
            'Breather filters',
            'Filtry odmy',
            'Crankcase breather filter',
            'Filtr odmy skrzyni korbowej',
            'c',
          ],
        ],
      },
    ],
  },
  {
    en: 'Oils & fluids',
    pl: 'Oleje i płyny',
    weight: 1,
    brands: ['Castrol', 'Liqui Moly', 'Motul', 'Shell', 'ATE', 'Febi Bilstein', 'Würth', 'Mahle'],
    price: [3, 180],
    weightGrams: [200, 21000],
    sentences: [
      [
        'Check the vehicle maker’s approval on the label before filling.',
        'Przed uzupełnieniem sprawdź na etykiecie aprobatę producenta pojazdu.',
      ],
      [
        'Quality fluid in a sealed container; store it cool and dry.',
        'Płyn wysokiej jakości w szczelnym opakowaniu; przechowuj w chłodnym i suchym miejscu.',
      ],
    ],
    subs: [
      {
        en: 'Engine oils',
        pl: 'Oleje silnikowe',
        leaves: [
          ['Synthetic oils', 'Oleje syntetyczne', 'Synthetic engine oil', 'Olej silnikowy syntetyczny', 'uO'],
          [
            'Semi-synthetic oils',
            'Oleje półsyntetyczne',
            'Semi-synthetic engine oil',
            'Olej silnikowy półsyntetyczny',
            'uO',
          ],
          ['Mineral oils', 'Oleje mineralne', 'Mineral engine oil', 'Olej silnikowy mineralny', 'uO'],
          ['Long-life oils', 'Oleje Long Life', 'Long-life engine oil', 'Olej silnikowy Long Life', 'uO'],
        ],
      },
      {
        en: 'Gear & hydraulic oils',
        pl: 'Oleje przekładniowe i hydrauliczne',
        leaves: [
          [
            'Manual gearbox oils',
            'Oleje do skrzyń manualnych',
            'Manual gearbox oil',
            'Olej do manualnej skrzyni biegów',
            'uV',
          ],
          [
            'Automatic transmission fluids',
            'Oleje ATF',
            'Automatic transmission fluid',
            'Olej do automatycznej skrzyni biegów',
            'uV',
          ],
          [
            'Power steering fluids',
            'Płyny do wspomagania',
            'Power steering fluid',
            'Płyn do wspomagania',
            'uV',
          ],
          ['Differential oils', 'Oleje do mostów', 'Differential oil', 'Olej do mostu napędowego', 'uV'],
        ],
      },
      {
        en: 'Brake fluids & coolants',
        pl: 'Płyny hamulcowe i chłodnicze',
        leaves: [
          ['Brake fluids DOT 4', 'Płyny hamulcowe DOT 4', 'Brake fluid DOT 4', 'Płyn hamulcowy DOT 4', 'uV'],
          [
            'Brake fluids DOT 5.1',
            'Płyny hamulcowe DOT 5.1',
            'Brake fluid DOT 5.1',
            'Płyn hamulcowy DOT 5.1',
            'uV',
          ],
          [
            'Coolant concentrates',
            'Koncentraty płynu chłodniczego',
            'Coolant concentrate',
            'Koncentrat płynu chłodniczego',
            'uV',
          ],
          [
            'Ready-mixed coolants',
            'Płyny chłodnicze gotowe',
            'Ready-mixed coolant',
            'Płyn chłodniczy gotowy do użycia',
            'uV',
          ],
        ],
      },
      {
        en: 'Screen wash & AdBlue',
        pl: 'Płyny do spryskiwaczy i AdBlue',
        leaves: [
          [
            'Summer screen wash',
            'Letnie płyny do spryskiwaczy',
            'Summer screen wash',
            'Letni płyn do spryskiwaczy',
            'uV',
          ],
          [
            'Winter screen wash',
            'Zimowe płyny do spryskiwaczy',
            'Winter screen wash',
            'Zimowy płyn do spryskiwaczy',
            'uV',
          ],
          ['AdBlue', 'AdBlue', 'AdBlue urea solution', 'AdBlue, roztwór mocznika', 'uV'],
          ['De-icers', 'Odmrażacze', 'De-icer spray', 'Odmrażacz do szyb w sprayu', 'u'],
        ],
      },
      {
        en: 'Workshop chemicals',
        pl: 'Chemia warsztatowa',
        leaves: [
          [
            'Brake cleaners',
            'Zmywacze do hamulców',
            'Brake cleaner spray',
            'Zmywacz do hamulców w sprayu',
            'uV',
          ],
          ['Fuel additives', 'Dodatki do paliwa', 'Diesel fuel additive', 'Dodatek do paliwa diesel', 'uV'],
          ['Greases', 'Smary', 'Multi-purpose grease', 'Smar wielofunkcyjny', 'u'],
          [
            'Penetrating oils',
            'Odrdzewiacze',
            'Penetrating oil spray',
            'Odrdzewiacz penetrujący w sprayu',
            'u',
          ],
        ],
      },
    ],
  },
  {
    en: 'Electrics',
    pl: 'Elektryka',
    weight: 1,
    brands: [
      'Bosch',
      'Varta',
      'Exide',
      'Valeo',
      'Denso',
      'Hella',
      'VDO',
      'CTEK',
      'Magneti Marelli',
      'Febi Bilstein',
    ],
    price: [4, 950],
    weightGrams: [20, 25000],
    sentences: [
      [
        'Electrical part with plug-and-play connectors matching the original wiring.',
        'Część elektryczna ze złączami pasującymi do oryginalnej instalacji.',
      ],
      [
        'Disconnect the battery before fitting and clear the fault memory afterwards.',
        'Przed montażem odłącz akumulator, a po montażu skasuj pamięć błędów.',
      ],
    ],
    subs: [
      {
        en: 'Starting & charging',
        pl: 'Rozruch i ładowanie',
        leaves: [
          ['Car batteries', 'Akumulatory', 'Car battery', 'Akumulator', 'uE'],
          ['Alternators', 'Alternatory', 'Alternator', 'Alternator', 'c'],
          ['Starter motors', 'Rozruszniki', 'Starter motor', 'Rozrusznik', 'c'],
          [
            'Voltage regulators',
            'Regulatory napięcia',
            'Alternator regulator',
            'Regulator napięcia alternatora',
            'c',
          ],
        ],
      },
      {
        en: 'Sensors',
        pl: 'Czujniki',
        leaves: [
          ['Lambda sensors', 'Sondy lambda', 'Lambda sensor', 'Sonda lambda', 'c'],
          [
            'Crankshaft sensors',
            'Czujniki wału korbowego',
            'Crankshaft position sensor',
            'Czujnik położenia wału korbowego',
            'c',
          ],
          ['Air mass meters', 'Przepływomierze', 'Air mass meter', 'Przepływomierz powietrza', 'c'],
          ['Parking sensors', 'Czujniki parkowania', 'Parking sensor', 'Czujnik parkowania'],
        ],
      },
      {
        en: 'Switches & relays',
        pl: 'Włączniki i przekaźniki',
        leaves: [
          ['Brake light switches', 'Włączniki świateł stop', 'Brake light switch', 'Włącznik świateł stop'],
          ['Window switches', 'Przełączniki szyb', 'Window switch', 'Przełącznik podnośnika szyby', 'S'],
          ['Relays', 'Przekaźniki', 'Relay', 'Przekaźnik'],
          ['Ignition switches', 'Stacyjki', 'Ignition switch', 'Stacyjka'],
        ],
      },
      {
        en: 'Wipers',
        pl: 'Wycieraczki',
        leaves: [
          ['Wiper blades', 'Pióra wycieraczek', 'Wiper blade', 'Pióro wycieraczki', 'L'],
          ['Rear wiper blades', 'Pióra tylne', 'Rear wiper blade', 'Pióro wycieraczki tylnej', 'L'],
          ['Wiper motors', 'Silniki wycieraczek', 'Wiper motor', 'Silnik wycieraczek'],
          ['Washer pumps', 'Pompki spryskiwaczy', 'Washer pump', 'Pompka spryskiwacza'],
        ],
      },
      {
        en: 'Comfort electrics',
        pl: 'Elektryka komfortu',
        leaves: [
          ['Window regulators', 'Podnośniki szyb', 'Window regulator', 'Podnośnik szyby', 'S'],
          ['Door lock actuators', 'Siłowniki zamków', 'Door lock actuator', 'Siłownik zamka drzwi', 'S'],
          ['Blower motors', 'Dmuchawy', 'Heater blower motor', 'Dmuchawa nagrzewnicy'],
          ['Horns', 'Sygnały dźwiękowe', 'Horn', 'Sygnał dźwiękowy'],
        ],
      },
    ],
  },
  {
    en: 'Body & interior',
    pl: 'Karoseria i wnętrze',
    weight: 1,
    brands: ['Polcar', 'Van Wezel', 'TYC', 'Stabilus', 'Febi Bilstein', 'Magneti Marelli', 'Valeo', 'Hella'],
    price: [4, 1100],
    weightGrams: [50, 14000],
    sentences: [
      [
        'Body part made to the original shape with matching mounting points; supplied unpainted unless stated.',
        'Element karoserii o oryginalnym kształcie i punktach mocowania; dostarczany bez lakieru, jeśli nie podano inaczej.',
      ],
      [
        'Fits without modification; have the paint matched by a body shop.',
        'Pasuje bez przeróbek; lakier dobierze warsztat blacharski.',
      ],
    ],
    subs: [
      {
        en: 'Mirrors',
        pl: 'Lusterka',
        leaves: [
          ['Wing mirrors', 'Lusterka zewnętrzne', 'Wing mirror', 'Lusterko zewnętrzne', 'S'],
          ['Mirror glass', 'Wkłady lusterek', 'Mirror glass', 'Wkład lusterka', 'S'],
          ['Mirror covers', 'Obudowy lusterek', 'Mirror cover', 'Obudowa lusterka', 'S'],
          ['Interior mirrors', 'Lusterka wewnętrzne', 'Interior mirror', 'Lusterko wewnętrzne'],
        ],
      },
      {
        en: 'Body panels',
        pl: 'Elementy karoserii',
        leaves: [
          ['Bumpers', 'Zderzaki', 'Bumper', 'Zderzak', 'A'],
          ['Wings', 'Błotniki', 'Front wing', 'Błotnik przedni', 'S'],
          ['Bonnets', 'Maski', 'Bonnet', 'Maska silnika'],
          ['Grilles', 'Atrapy chłodnicy', 'Radiator grille', 'Atrapa chłodnicy'],
        ],
      },
      {
        en: 'Gas springs & locks',
        pl: 'Sprężyny gazowe i zamki',
        leaves: [
          [
            'Tailgate gas springs',
            'Sprężyny gazowe klapy',
            'Tailgate gas spring',
            'Sprężyna gazowa klapy bagażnika',
            'L',
          ],
          ['Bonnet gas springs', 'Sprężyny gazowe maski', 'Bonnet gas spring', 'Sprężyna gazowa maski', 'L'],
          ['Door locks', 'Zamki drzwi', 'Door lock', 'Zamek drzwi', 'S'],
          ['Door handles', 'Klamki', 'Door handle', 'Klamka drzwi', 'S'],
        ],
      },
      {
        en: 'Glazing',
        pl: 'Szyby',
        leaves: [
          ['Windscreens', 'Szyby czołowe', 'Windscreen', 'Szyba czołowa'],
          ['Side windows', 'Szyby boczne', 'Side window', 'Szyba boczna', 'S'],
          ['Rear windows', 'Szyby tylne', 'Rear window', 'Szyba tylna'],
          ['Windscreen seals', 'Uszczelki szyb', 'Windscreen seal', 'Uszczelka szyby czołowej'],
        ],
      },
      {
        en: 'Interior',
        pl: 'Wnętrze',
        leaves: [
          ['Floor mats', 'Dywaniki', 'Floor mat set', 'Dywaniki samochodowe, komplet'],
          ['Boot liners', 'Maty bagażnika', 'Boot liner', 'Mata bagażnika'],
          ['Seat covers', 'Pokrowce', 'Seat cover set', 'Pokrowce na siedzenia, komplet', 'u'],
          ['Pedal pads', 'Nakładki pedałów', 'Brake pedal pad', 'Nakładka pedału hamulca'],
        ],
      },
    ],
  },
  {
    en: 'Exhaust system',
    pl: 'Układ wydechowy',
    weight: 1,
    brands: ['Walker', 'Bosal', 'BM Catalysts', 'Pierburg', 'Bosch', 'Elring', 'Denso', 'VDO'],
    price: [3, 1600],
    weightGrams: [30, 18000],
    sentences: [
      [
        'Exhaust part with type approval; fit new clamps and gaskets with it.',
        'Część układu wydechowego z homologacją; montuj z nowymi obejmami i uszczelkami.',
      ],
      [
        'Aluminised steel resists corrosion and keeps the exhaust quiet.',
        'Stal aluminiowana odporna na korozję zapewnia cichą pracę wydechu.',
      ],
    ],
    subs: [
      {
        en: 'Silencers & pipes',
        pl: 'Tłumiki i rury',
        leaves: [
          ['Rear silencers', 'Tłumiki końcowe', 'Rear silencer', 'Tłumik końcowy', 'c'],
          ['Centre silencers', 'Tłumiki środkowe', 'Centre silencer', 'Tłumik środkowy', 'c'],
          ['Front pipes', 'Rury przednie', 'Front pipe', 'Rura przednia wydechu', 'c'],
          ['Tailpipe trims', 'Końcówki wydechu', 'Tailpipe trim', 'Końcówka wydechu', 'uD'],
        ],
      },
      {
        en: 'Catalysts & particulate filters',
        pl: 'Katalizatory i filtry DPF',
        leaves: [
          ['Catalytic converters', 'Katalizatory', 'Catalytic converter', 'Katalizator', 'c'],
          [
            'Diesel particulate filters',
            'Filtry cząstek stałych',
            'Diesel particulate filter',
            'Filtr cząstek stałych DPF',
            'd',
          ],
          ['Pre-catalysts', 'Prekatalizatory', 'Pre-catalyst', 'Prekatalizator', 'c'],
          [
            'Exhaust pressure sensors',
            'Czujniki ciśnienia spalin',
            'Exhaust pressure sensor',
            'Czujnik ciśnienia spalin',
            'd',
          ],
        ],
      },
      {
        en: 'Exhaust mounting',
        pl: 'Mocowanie wydechu',
        leaves: [
          ['Exhaust hangers', 'Wieszaki tłumików', 'Exhaust rubber mount', 'Wieszak tłumika', 'c'],
          ['Exhaust clamps', 'Obejmy wydechu', 'Exhaust clamp', 'Obejma wydechu', 'cD'],
          ['Exhaust gaskets', 'Uszczelki wydechu', 'Exhaust gasket', 'Uszczelka wydechu', 'c'],
          [
            'Flexible pipes',
            'Łączniki elastyczne',
            'Flexible exhaust pipe',
            'Łącznik elastyczny wydechu',
            'cL',
          ],
        ],
      },
      {
        en: 'Exhaust gas recirculation',
        pl: 'Recyrkulacja spalin',
        leaves: [
          ['EGR valves', 'Zawory EGR', 'EGR valve', 'Zawór EGR', 'c'],
          ['EGR coolers', 'Chłodnice EGR', 'EGR cooler', 'Chłodnica spalin EGR', 'd'],
          ['EGR pipes', 'Przewody EGR', 'EGR pipe', 'Przewód EGR', 'c'],
          ['EGR gaskets', 'Uszczelki EGR', 'EGR valve gasket', 'Uszczelka zaworu EGR', 'c'],
        ],
      },
      {
        en: 'Exhaust sensors & manifolds',
        pl: 'Czujniki spalin i kolektory',
        leaves: [
          ['NOx sensors', 'Czujniki NOx', 'NOx sensor', 'Czujnik NOx', 'd'],
          [
            'Exhaust temperature sensors',
            'Czujniki temperatury spalin',
            'Exhaust gas temperature sensor',
            'Czujnik temperatury spalin',
            'c',
          ],
          [
            'Post-catalyst lambda sensors',
            'Sondy lambda za katalizatorem',
            'Lambda sensor, after catalyst',
            'Sonda lambda za katalizatorem',
            'c',
          ],
          ['Exhaust manifolds', 'Kolektory wydechowe', 'Exhaust manifold', 'Kolektor wydechowy', 'c'],
        ],
      },
    ],
  },
];

/** A sentence every product gets, chosen at random: the product line. */
export const QUALITY_LINES: [string, string][] = [
  [
    'OE quality, tested to the vehicle maker’s specification.',
    'Jakość OE, testowane według specyfikacji producenta pojazdu.',
  ],
  ['Economy line for older vehicles.', 'Linia ekonomiczna do starszych pojazdów.'],
  ['Premium line with a three-year warranty.', 'Linia premium z trzyletnią gwarancją.'],
  [
    'Original-equipment supplier part in neutral packaging.',
    'Część dostawcy pierwszego montażu w neutralnym opakowaniu.',
  ],
];

/**
 * Few products also fit this classic car: a word present in very few products (about 1 in 4,000),
 * for searches that must stay narrow.
 */
export const RARE_WORD = 'polonez';
export const RARE_SENTENCE: [string, string] = [
  'Also fits the classic FSO Polonez.',
  'Pasuje także do klasycznego FSO Polonez.',
];

/** Wholesale suppliers beyond the demo ones: offers come from 1-3 of all of them. */
export const BENCH_EXTRA_SUPPLIERS: { name: string; country: string; delivery: [number, number] }[] = [
  { name: 'Autodíly Praha', country: 'CZ', delivery: [2, 4] },
  { name: 'Ersatzteile Süd München', country: 'DE', delivery: [2, 3] },
  { name: 'Pièces Auto Lyon', country: 'FR', delivery: [3, 6] },
  { name: 'Ricambi Milano', country: 'IT', delivery: [3, 6] },
  { name: 'Części Gdańsk Hurt', country: 'PL', delivery: [1, 2] },
  { name: 'Nordic Parts Göteborg', country: 'SE', delivery: [4, 7] },
  { name: 'Alkatrész Budapest', country: 'HU', delivery: [3, 5] },
  { name: 'Onderdelen Utrecht', country: 'NL', delivery: [2, 5] },
];

export const BULB_TYPES = ['H1', 'H4', 'H7', 'H11', 'HB3', 'W5W', 'P21W', 'PY21W', 'D1S', 'D3S'];
export const OIL_GRADES = ['0W-20', '0W-30', '5W-30', '5W-40', '10W-40', '15W-40'];
export const VOLUMES = ['0.5 l', '1 l', '4 l', '5 l', '20 l'];
