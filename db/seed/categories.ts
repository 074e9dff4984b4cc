/**
 * The three-level demo category tree. Top-level order is the header order (sortOrder); the slugs of the
 * landing tiles are fixed by the storefront spec, including the capital D of 'Drivetrain-suspension'.
 */

export interface CategoryNode {
  slug: string;
  en: string;
  pl: string;
  description: string;
  children: CategoryNode[];
}

function c(
  slug: string,
  en: string,
  pl: string,
  description: string,
  children: CategoryNode[] = [],
): CategoryNode {
  return { slug, en, pl, description, children };
}

export const CATEGORY_TREE: CategoryNode[] = [
  c(
    'brake-system',
    'Brake system',
    'Układ hamulcowy',
    'Everything that slows and stops the car, from pads to hydraulics.',
    [
      c(
        'brake-pads-discs',
        'Brake pads & discs',
        'Klocki i tarcze hamulcowe',
        'Friction parts of disc brakes, sold per axle.',
        [
          c('brake-pads', 'Brake pads', 'Klocki hamulcowe', 'Disc brake pad sets for front and rear axles.'),
          c(
            'brake-discs',
            'Brake discs',
            'Tarcze hamulcowe',
            'Solid and ventilated brake discs, sold in pairs.',
          ),
          c(
            'brake-pad-wear-sensors',
            'Brake pad wear sensors',
            'Czujniki zużycia klocków',
            'Electrical contacts that warn when pads need replacing.',
          ),
        ],
      ),
      c(
        'calipers-repair-kits',
        'Calipers & repair kits',
        'Zaciski i zestawy naprawcze',
        'Calipers and the parts to overhaul them.',
        [
          c(
            'brake-calipers',
            'Brake calipers',
            'Zaciski hamulcowe',
            'New and remanufactured brake calipers with carrier.',
          ),
          c(
            'caliper-repair-kits',
            'Caliper repair kits',
            'Zestawy naprawcze zacisków',
            'Seals, boots and guide pins to restore a caliper.',
          ),
          c(
            'caliper-pistons',
            'Caliper pistons',
            'Tłoczki zacisków',
            'Chrome-plated steel pistons for brake calipers.',
          ),
        ],
      ),
      c('drum-brakes', 'Drum brakes', 'Hamulce bębnowe', 'Rear drum brake parts for small cars and vans.', [
        c('brake-drums', 'Brake drums', 'Bębny hamulcowe', 'Cast-iron brake drums, with or without bearing.'),
        c('brake-shoes', 'Brake shoes', 'Szczęki hamulcowe', 'Brake shoe sets, also for the parking brake.'),
        c(
          'wheel-brake-cylinders',
          'Wheel brake cylinders',
          'Cylinderki hamulcowe',
          'Hydraulic cylinders that push the shoes apart.',
        ),
      ]),
      c(
        'brake-hydraulics',
        'Brake hydraulics',
        'Hydraulika hamulcowa',
        'Parts that carry brake pressure to the wheels.',
        [
          c(
            'brake-hoses',
            'Brake hoses',
            'Przewody hamulcowe elastyczne',
            'Flexible brake hoses between body and caliper.',
          ),
          c(
            'brake-master-cylinders',
            'Brake master cylinders',
            'Pompy hamulcowe',
            'Tandem master cylinders that build brake pressure.',
          ),
        ],
      ),
      c(
        'parking-brake',
        'Parking brake',
        'Hamulec postojowy',
        'Mechanical and electric parking brake parts.',
        [
          c(
            'handbrake-cables',
            'Handbrake cables',
            'Linki hamulca ręcznego',
            'Steel cables between the lever and the rear brakes.',
          ),
          c(
            'parking-brake-actuators',
            'Parking brake actuators',
            'Silniki hamulca postojowego',
            'Electric motors of the electronic parking brake.',
          ),
        ],
      ),
    ],
  ),
  c('engine', 'Engine', 'Silnik', 'Engine parts for petrol and diesel cars, from timing to cooling.', [
    c('timing-belts', 'Timing & belts', 'Rozrząd i paski', 'Timing drives and auxiliary belt drives.', [
      c(
        'timing-belt-kits',
        'Timing belt kits',
        'Zestawy rozrządu',
        'Timing belt with tensioner and idler pulleys.',
      ),
      c('water-pumps', 'Water pumps', 'Pompy wody', 'Mechanical coolant pumps driven by a belt.'),
      c(
        'timing-chain-kits',
        'Timing chain kits',
        'Zestawy łańcucha rozrządu',
        'Chains, guides and tensioners for chain-driven engines.',
      ),
      c(
        'v-ribbed-belts',
        'V-ribbed belts',
        'Paski wieloklinowe',
        'Poly-V belts that drive the alternator and air conditioning.',
      ),
    ]),
    c(
      'ignition-glow',
      'Ignition & glow system',
      'Układ zapłonowy i żarowy',
      'Parts that light the fuel in petrol and diesel engines.',
      [
        c('spark-plugs', 'Spark plugs', 'Świece zapłonowe', 'Nickel, platinum and iridium spark plugs.'),
        c('glow-plugs', 'Glow plugs', 'Świece żarowe', 'Glow plugs for reliable diesel cold starts.'),
        c('ignition-coils', 'Ignition coils', 'Cewki zapłonowe', 'Pencil and block ignition coils.'),
      ],
    ),
    c(
      'engine-gaskets',
      'Gaskets & seals',
      'Uszczelki i uszczelniacze',
      'Gaskets and seals that keep oil and coolant inside.',
      [
        c(
          'cylinder-head-gaskets',
          'Cylinder head gaskets',
          'Uszczelki pod głowicę',
          'Multi-layer steel gaskets between head and block.',
        ),
        c(
          'valve-cover-gaskets',
          'Valve cover gaskets',
          'Uszczelki pokrywy zaworów',
          'Rubber gaskets for the cylinder head cover.',
        ),
        c('shaft-seals', 'Shaft seals', 'Uszczelniacze wałów', 'Crankshaft and camshaft oil seals.'),
      ],
    ),
    c(
      'engine-cooling',
      'Engine cooling',
      'Chłodzenie silnika',
      'Radiators, thermostats and fans that keep the engine at temperature.',
      [
        c('radiators', 'Radiators', 'Chłodnice', 'Aluminium engine coolant radiators.'),
        c('thermostats', 'Thermostats', 'Termostaty', 'Coolant thermostats with housing or as inserts.'),
        c('radiator-fans', 'Radiator fans', 'Wentylatory chłodnicy', 'Electric cooling fans with shroud.'),
      ],
    ),
    c(
      'fuel-supply',
      'Fuel supply',
      'Układ paliwowy',
      'Pumps and injectors that deliver fuel to the engine.',
      [
        c('fuel-pumps', 'Fuel pumps', 'Pompy paliwa', 'Electric in-tank fuel pumps and modules.'),
        c('injectors', 'Injectors', 'Wtryskiwacze', 'Petrol and common-rail diesel injectors.'),
      ],
    ),
  ]),
  c(
    'Drivetrain-suspension',
    'Drivetrain & suspension',
    'Układ napędowy i zawieszenie',
    'Suspension, steering joints, clutch and drive shafts.',
    [
      c(
        'shock-absorbers-springs',
        'Shock absorbers & springs',
        'Amortyzatory i sprężyny',
        'Dampers, springs and mounts for a stable ride.',
        [
          c('shock-absorbers', 'Shock absorbers', 'Amortyzatory', 'Gas-pressure shock absorbers and struts.'),
          c('coil-springs', 'Coil springs', 'Sprężyny zawieszenia', 'Coil springs matched to axle load.'),
          c(
            'strut-mounts',
            'Strut mounts',
            'Poduszki amortyzatorów',
            'Top mounts with bearing for front struts.',
          ),
        ],
      ),
      c(
        'control-arms-joints',
        'Control arms & joints',
        'Wahacze i przeguby',
        'Arms, joints and links that locate the wheels.',
        [
          c('control-arms', 'Control arms', 'Wahacze', 'Track control arms with bushes and ball joint.'),
          c('ball-joints', 'Ball joints', 'Sworznie wahaczy', 'Pressed-in and bolted ball joints.'),
          c(
            'stabiliser-links',
            'Stabiliser links',
            'Łączniki stabilizatora',
            'Drop links between anti-roll bar and strut.',
          ),
          c(
            'tie-rod-ends',
            'Tie rod ends',
            'Końcówki drążków kierowniczych',
            'Outer tie rod ends for precise steering.',
          ),
        ],
      ),
      c(
        'wheel-bearings-hubs',
        'Wheel bearings & hubs',
        'Łożyska i piasty kół',
        'Bearings and hub units for every wheel position.',
        [
          c(
            'wheel-bearing-kits',
            'Wheel bearing kits',
            'Zestawy łożysk kół',
            'Wheel bearing kits with nut and circlip.',
          ),
          c('wheel-hubs', 'Wheel hubs', 'Piasty kół', 'Hub units with integrated bearing and ABS ring.'),
        ],
      ),
      c('clutch', 'Clutch', 'Sprzęgło', 'Clutch kits, flywheels and release systems.', [
        c(
          'clutch-kits',
          'Clutch kits',
          'Zestawy sprzęgła',
          'Pressure plate, clutch disc and release bearing.',
        ),
        c(
          'dual-mass-flywheels',
          'Dual-mass flywheels',
          'Koła dwumasowe',
          'Flywheels that damp engine vibration.',
        ),
        c(
          'concentric-slave-cylinders',
          'Concentric slave cylinders',
          'Wysprzęgliki centralne',
          'Hydraulic release bearings inside the bell housing.',
        ),
      ]),
      c(
        'driveshafts-cv-joints',
        'Driveshafts & CV joints',
        'Półosie i przeguby',
        'Drive shafts and constant-velocity joints.',
        [
          c(
            'cv-joint-kits',
            'CV joint kits',
            'Przeguby napędowe',
            'Outer and inner CV joints with boot and grease.',
          ),
          c('cv-boots', 'CV joint boots', 'Osłony przegubów', 'Rubber and thermoplastic boots with clamps.'),
        ],
      ),
    ],
  ),
  c('car-lights', 'Car lights', 'Oświetlenie', 'Bulbs, headlights and rear lights to see and be seen.', [
    c('bulbs', 'Bulbs', 'Żarówki', 'Headlight, signal and interior bulbs.', [
      c(
        'halogen-bulbs',
        'Halogen headlight bulbs',
        'Żarówki halogenowe',
        'H1, H4, H7 and H11 halogen bulbs.',
      ),
      c('xenon-bulbs', 'Xenon bulbs', 'Żarówki ksenonowe', 'D1S, D2S, D3S and D4S xenon burners.'),
      c(
        'signal-bulbs',
        'Signal & interior bulbs',
        'Żarówki sygnalizacyjne',
        'Indicator, brake light and interior bulbs.',
      ),
      c('led-bulbs', 'LED bulbs', 'Żarówki LED', 'LED retrofit and signal lamps.'),
    ]),
    c('headlights', 'Headlights', 'Reflektory', 'Complete headlights and auxiliary front lights.', [
      c(
        'headlight-units',
        'Headlight units',
        'Reflektory przednie',
        'Complete headlight assemblies, left or right.',
      ),
      c('fog-lights', 'Fog lights', 'Światła przeciwmgielne', 'Front fog lights for bumper mounting.'),
      c(
        'daytime-running-lights',
        'Daytime running lights',
        'Światła do jazdy dziennej',
        'LED daytime running light kits.',
      ),
    ]),
    c('rear-lights', 'Rear lights', 'Lampy tylne', 'Tail, brake and number plate lights.', [
      c(
        'tail-lights',
        'Tail lights',
        'Lampy tylne zespolone',
        'Combination rear lights for wing and tailgate.',
      ),
      c('third-brake-lights', 'Third brake lights', 'Trzecie światła stopu', 'High-level LED brake lights.'),
      c(
        'number-plate-lights',
        'Number plate lights',
        'Oświetlenie tablicy rejestracyjnej',
        'Number plate lamps, bulb or LED.',
      ),
    ]),
  ]),
  c('filters', 'Filters', 'Filtry', 'Oil, air, cabin and fuel filters for every service.', [
    c('oil-filters', 'Oil filters', 'Filtry oleju', 'Filters that keep engine oil clean.', [
      c(
        'spin-on-oil-filters',
        'Spin-on oil filters',
        'Filtry oleju przykręcane',
        'Complete screw-on oil filters with housing.',
      ),
      c(
        'oil-filter-cartridges',
        'Oil filter cartridges',
        'Wkłady filtra oleju',
        'Metal-free filter elements with seals.',
      ),
    ]),
    c('air-filters', 'Air filters', 'Filtry powietrza', 'Filters for the engine air intake.', [
      c(
        'engine-air-filters',
        'Engine air filters',
        'Filtry powietrza silnika',
        'Paper panel and round air filters.',
      ),
      c(
        'performance-air-filters',
        'Performance air filters',
        'Sportowe filtry powietrza',
        'Washable cotton air filters.',
      ),
    ]),
    c(
      'cabin-filters',
      'Cabin filters',
      'Filtry kabinowe',
      'Filters for the air you breathe inside the car.',
      [
        c(
          'pollen-filters',
          'Pollen filters',
          'Filtry przeciwpyłkowe',
          'Particle filters that stop pollen and dust.',
        ),
        c(
          'activated-carbon-filters',
          'Activated carbon filters',
          'Filtry z węglem aktywnym',
          'Carbon filters that also absorb odours and gases.',
        ),
      ],
    ),
    c('fuel-filters', 'Fuel filters', 'Filtry paliwa', 'Filters that protect pumps and injectors.', [
      c(
        'diesel-fuel-filters',
        'Diesel fuel filters',
        'Filtry paliwa do diesla',
        'Diesel filters with water separation.',
      ),
      c(
        'petrol-fuel-filters',
        'Petrol fuel filters',
        'Filtry paliwa do benzyny',
        'In-line filters for petrol engines.',
      ),
    ]),
    c('other-filters', 'Other filters', 'Pozostałe filtry', 'Transmission filters and service filter sets.', [
      c(
        'transmission-filters',
        'Transmission filters',
        'Filtry skrzyni biegów',
        'Hydraulic filters for automatic gearboxes.',
      ),
      c(
        'filter-service-kits',
        'Filter service kits',
        'Zestawy filtrów',
        'Oil, air, cabin and fuel filter sets for one service.',
      ),
    ]),
  ]),
  c('oils-fluids', 'Oils & fluids', 'Oleje i płyny', 'Engine oils, transmission oils and operating fluids.', [
    c('engine-oils', 'Engine oils', 'Oleje silnikowe', 'Fully synthetic and semi-synthetic engine oils.', [
      c(
        'engine-oils-0w',
        'Engine oils 0W-20 / 0W-30',
        'Oleje silnikowe 0W-20 / 0W-30',
        'Low-viscosity oils for modern fuel-saving engines.',
      ),
      c(
        'engine-oils-5w30',
        'Engine oils 5W-30',
        'Oleje silnikowe 5W-30',
        'Longlife oils for petrol and diesel engines with DPF.',
      ),
      c(
        'engine-oils-5w40',
        'Engine oils 5W-40 / 10W-40',
        'Oleje silnikowe 5W-40 / 10W-40',
        'Oils for older and high-mileage engines.',
      ),
    ]),
    c(
      'transmission-oils',
      'Transmission oils',
      'Oleje przekładniowe',
      'Oils for manual and automatic gearboxes.',
      [
        c(
          'manual-gear-oils',
          'Manual gearbox oils',
          'Oleje do skrzyń manualnych',
          'GL-4 and GL-5 gear oils.',
        ),
        c(
          'automatic-transmission-fluids',
          'Automatic transmission fluids',
          'Oleje do skrzyń automatycznych',
          'ATF and DSG fluids.',
        ),
      ],
    ),
    c('brake-fluids', 'Brake fluids', 'Płyny hamulcowe', 'Glycol-based brake fluids.', [
      c(
        'brake-fluids-dot4',
        'DOT 4 brake fluids',
        'Płyny hamulcowe DOT 4',
        'DOT 4 and DOT 4 LV brake fluids.',
      ),
      c(
        'brake-fluids-dot51',
        'DOT 5.1 brake fluids',
        'Płyny hamulcowe DOT 5.1',
        'High-boiling-point DOT 5.1 fluids.',
      ),
    ]),
    c('coolants', 'Coolants', 'Płyny chłodnicze', 'Antifreeze for the engine cooling circuit.', [
      c(
        'coolant-concentrates',
        'Coolant concentrates',
        'Koncentraty płynów chłodniczych',
        'Concentrates to mix with distilled water.',
      ),
      c(
        'ready-mixed-coolants',
        'Ready-mixed coolants',
        'Płyny chłodnicze gotowe do użycia',
        'Pre-diluted coolants protecting down to -37 °C.',
      ),
    ]),
    c(
      'care-additives',
      'Screen wash & additives',
      'Płyny do spryskiwaczy i dodatki',
      'Screen wash and fuel or oil additives.',
      [
        c('screen-wash', 'Screen wash', 'Płyny do spryskiwaczy', 'Summer and winter screen wash.'),
        c(
          'fuel-additives',
          'Fuel & oil additives',
          'Dodatki do paliwa i oleju',
          'Cleaners and treatments for fuel and oil systems.',
        ),
      ],
    ),
  ]),
  c('electrics', 'Electrics', 'Elektryka', 'Batteries, starters, alternators, sensors and wipers.', [
    c('batteries', 'Batteries', 'Akumulatory', 'Starter batteries and chargers.', [
      c(
        'starter-batteries',
        'Starter batteries',
        'Akumulatory rozruchowe',
        'Lead-acid batteries for cars without start-stop.',
      ),
      c(
        'agm-efb-batteries',
        'AGM & EFB batteries',
        'Akumulatory AGM i EFB',
        'Batteries for start-stop vehicles.',
      ),
      c('battery-chargers', 'Battery chargers', 'Prostowniki', 'Smart chargers and maintainers.'),
    ]),
    c(
      'starters-alternators',
      'Starters & alternators',
      'Rozruszniki i alternatory',
      'Starting and charging system parts.',
      [
        c('starters', 'Starters', 'Rozruszniki', 'New and remanufactured starter motors.'),
        c('alternators', 'Alternators', 'Alternatory', 'Alternators with regulator and pulley.'),
        c(
          'alternator-freewheel-pulleys',
          'Alternator freewheel pulleys',
          'Sprzęgiełka alternatora',
          'Overrunning pulleys that protect the belt drive.',
        ),
      ],
    ),
    c('sensors', 'Sensors', 'Czujniki', 'Sensors for engine management and safety systems.', [
      c('lambda-sensors', 'Lambda sensors', 'Sondy lambda', 'Oxygen sensors before and after the catalyst.'),
      c('abs-sensors', 'ABS sensors', 'Czujniki ABS', 'Wheel speed sensors for ABS and ESP.'),
      c(
        'crankshaft-sensors',
        'Crankshaft sensors',
        'Czujniki położenia wału',
        'Crankshaft and camshaft position sensors.',
      ),
    ]),
    c('wiper-system', 'Wiper system', 'Układ wycieraczek', 'Wiper blades and wiper motors.', [
      c('wiper-blades', 'Wiper blades', 'Pióra wycieraczek', 'Flat and conventional wiper blade sets.'),
      c('rear-wiper-blades', 'Rear wiper blades', 'Pióra wycieraczek tylnych', 'Rear window wiper blades.'),
      c('wiper-motors', 'Wiper motors', 'Silniczki wycieraczek', 'Front and rear wiper motors.'),
    ]),
  ]),
  c('body-panels', 'Body panels', 'Karoseria', 'Mirrors, bumpers, wings, bonnets and gas springs.', [
    c('mirrors', 'Mirrors', 'Lusterka', 'Wing mirrors and their parts.', [
      c('wing-mirrors', 'Wing mirrors', 'Lusterka zewnętrzne', 'Complete electric wing mirrors.'),
      c('mirror-glass', 'Mirror glass', 'Wkłady lusterek', 'Heated mirror glass with backing plate.'),
      c('mirror-covers', 'Mirror covers', 'Obudowy lusterek', 'Primed mirror caps ready to paint.'),
    ]),
    c(
      'bumpers-grilles',
      'Bumpers & grilles',
      'Zderzaki i atrapy',
      'Front and rear bumpers and radiator grilles.',
      [
        c('bumpers', 'Bumpers', 'Zderzaki', 'Primed bumper covers ready for painting.'),
        c(
          'radiator-grilles',
          'Radiator grilles',
          'Atrapy chłodnicy',
          'Front grilles with or without emblem mount.',
        ),
      ],
    ),
    c('wings-bonnets', 'Wings & bonnets', 'Błotniki i maski', 'Steel body panels in OE shape.', [
      c('wings', 'Wings', 'Błotniki', 'Front wings with primer coat.'),
      c('bonnets', 'Bonnets', 'Maski silnika', 'Steel bonnets with primer coat.'),
    ]),
    c('gas-springs', 'Gas springs', 'Sprężyny gazowe', 'Gas struts for tailgates and bonnets.', [
      c(
        'tailgate-gas-springs',
        'Tailgate gas springs',
        'Sprężyny gazowe klapy tylnej',
        'Gas springs that hold the boot lid open.',
      ),
      c(
        'bonnet-gas-springs',
        'Bonnet gas springs',
        'Sprężyny gazowe maski',
        'Gas springs for the engine bonnet.',
      ),
    ]),
  ]),
  c(
    'exhaust-system',
    'Exhaust system',
    'Układ wydechowy',
    'Silencers, catalysts, particulate filters and mounting parts.',
    [
      c('silencers', 'Silencers', 'Tłumiki', 'Front, middle and rear silencers.', [
        c('rear-silencers', 'Rear silencers', 'Tłumiki końcowe', 'End boxes with tail pipe.'),
        c('middle-silencers', 'Middle silencers', 'Tłumiki środkowe', 'Centre silencers and resonators.'),
      ]),
      c(
        'catalysts-dpf',
        'Catalytic converters & DPF',
        'Katalizatory i filtry DPF',
        'Emission control parts with type approval.',
        [
          c(
            'catalytic-converters',
            'Catalytic converters',
            'Katalizatory',
            'Type-approved catalysts for petrol and diesel cars.',
          ),
          c(
            'diesel-particulate-filters',
            'Diesel particulate filters',
            'Filtry cząstek stałych DPF',
            'Silicon carbide DPF units.',
          ),
        ],
      ),
      c(
        'exhaust-mounting',
        'Exhaust mounting parts',
        'Elementy montażowe wydechu',
        'Hangers, gaskets and clamps.',
        [
          c(
            'exhaust-hangers',
            'Exhaust hangers',
            'Wieszaki wydechu',
            'Rubber hangers that isolate vibration.',
          ),
          c('exhaust-gaskets', 'Exhaust gaskets', 'Uszczelki wydechu', 'Flange gaskets and sealing rings.'),
          c('exhaust-clamps', 'Exhaust clamps', 'Obejmy wydechu', 'Pipe clamps and connectors.'),
        ],
      ),
      c(
        'egr-pipes',
        'EGR & exhaust pipes',
        'Zawory EGR i rury',
        'Exhaust gas recirculation and flexible pipes.',
        [
          c('egr-valves', 'EGR valves', 'Zawory EGR', 'Electric and vacuum EGR valves.'),
          c('flex-pipes', 'Flex pipes', 'Łączniki elastyczne', 'Braided flexible exhaust joints.'),
        ],
      ),
    ],
  ),
  c(
    'luggage',
    'Luggage & transport',
    'Bagażniki i transport',
    'Roof boxes, roof bars, bike carriers and tow bars.',
    [
      c('roof-boxes', 'Roof boxes', 'Boksy dachowe', 'Lockable roof boxes for holidays and sport.', [
        c(
          'roof-boxes-up-to-400l',
          'Roof boxes up to 400 l',
          'Boksy dachowe do 400 l',
          'Compact roof boxes for small and medium cars.',
        ),
        c(
          'roof-boxes-over-400l',
          'Roof boxes over 400 l',
          'Boksy dachowe powyżej 400 l',
          'Large roof boxes for estates and SUVs.',
        ),
      ]),
      c('roof-bars', 'Roof bars', 'Bagażniki dachowe', 'Load bars and vehicle-specific fitting kits.', [
        c('roof-bar-sets', 'Roof bar sets', 'Belki dachowe', 'Aluminium and steel load bars.'),
        c(
          'roof-bar-fitting-kits',
          'Foot packs & fitting kits',
          'Stopy i zestawy montażowe',
          'Feet and kits that fit bars to a vehicle.',
        ),
      ]),
      c('bike-carriers', 'Bike carriers', 'Bagażniki rowerowe', 'Roof and tow bar bike carriers.', [
        c(
          'roof-bike-carriers',
          'Roof bike carriers',
          'Bagażniki rowerowe na dach',
          'Upright bike carriers for roof bars.',
        ),
        c(
          'towbar-bike-carriers',
          'Tow bar bike carriers',
          'Bagażniki rowerowe na hak',
          'Platform carriers for two to four bikes.',
        ),
      ]),
      c('tow-bars', 'Tow bars', 'Haki holownicze', 'Vehicle-specific tow bars and wiring.', [
        c(
          'detachable-tow-bars',
          'Detachable tow bars',
          'Haki holownicze odkręcane',
          'Tow bars with removable ball neck.',
        ),
        c(
          'tow-bar-wiring-kits',
          'Tow bar wiring kits',
          'Wiązki elektryczne haka',
          '7- and 13-pin vehicle-specific wiring kits.',
        ),
      ]),
    ],
  ),
  c('tools', 'Tools', 'Narzędzia', 'Hand tools, workshop equipment, special tools and diagnostics.', [
    c('hand-tools', 'Hand tools', 'Narzędzia ręczne', 'Sockets, spanners and torque wrenches.', [
      c('socket-sets', 'Socket sets', 'Zestawy kluczy nasadowych', 'Socket sets in sturdy cases.'),
      c(
        'spanner-sets',
        'Spanner sets',
        'Zestawy kluczy płasko-oczkowych',
        'Combination spanner sets in chrome vanadium steel.',
      ),
      c(
        'torque-wrenches',
        'Torque wrenches',
        'Klucze dynamometryczne',
        'Click-type torque wrenches with calibration certificate.',
      ),
    ]),
    c(
      'workshop-equipment',
      'Workshop equipment',
      'Wyposażenie warsztatu',
      'Lifting and supporting equipment.',
      [
        c(
          'trolley-jacks',
          'Trolley jacks',
          'Podnośniki hydrauliczne',
          'Low-profile hydraulic trolley jacks.',
        ),
        c('axle-stands', 'Axle stands', 'Podpory warsztatowe', 'Axle stands sold in pairs.'),
      ],
    ),
    c('special-tools', 'Special tools', 'Narzędzia specjalne', 'Tools for specific repair jobs.', [
      c(
        'engine-timing-tools',
        'Engine timing tools',
        'Blokady rozrządu',
        'Locking tool sets for timing belt changes.',
      ),
      c('brake-tools', 'Brake tools', 'Narzędzia do hamulców', 'Piston rewind and bleeding tools.'),
      c(
        'oil-filter-wrenches',
        'Oil filter wrenches',
        'Klucze do filtrów oleju',
        'Cap and strap wrenches for oil filters.',
      ),
    ]),
    c('diagnostics', 'Diagnostics', 'Diagnostyka', 'Testers and scanners for fault finding.', [
      c(
        'obd-scanners',
        'OBD diagnostic scanners',
        'Testery diagnostyczne OBD',
        'OBD-II scanners that read and clear fault codes.',
      ),
      c(
        'electrical-testers',
        'Electrical testers',
        'Testery elektryczne',
        'Multimeters and battery testers.',
      ),
    ]),
  ]),
];
