/** Vehicle finder: make/model/engine selects, registration number, HSN/TSN, the chosen-vehicle chip. */
import type { vehicleEn } from '../en/vehicle.ts';
import type { CatalogueOf } from '../types.ts';

export const vehiclePl: CatalogueOf<typeof vehicleEn> = {
  'vehicle.label': '{make} {model} {engine} ({years})',
  'vehicle.yearsRange': '{from}–{to}',
  'vehicle.yearsFrom': 'od {from}',
  'vehicle.partsFor': 'Części do {vehicle}',
  'vehicle.clearLabel': 'Usuń wybrany pojazd: {vehicle}',
  'vehicle.fuel.petrol': 'Benzyna',
  'vehicle.fuel.diesel': 'Diesel',
  'vehicle.fuel.hybrid': 'Hybryda',
  'vehicle.fuel.electric': 'Elektryczny',
  'vehicle.fuel.lpg': 'LPG',
  'vehicle.engineOption': '{engine} · {fuel} · {kw} kW / {hp} KM · {years}',
  'vehicle.modelOption': '{model} ({years})',

  'vehicle.finderTitle': 'Znajdź części do swojego auta',
  'vehicle.finderHelp':
    'Wybierz markę, model i silnik albo wyszukaj po polskim, niemieckim lub innym unijnym numerze rejestracyjnym, a także po kodach HSN/TSN z niemieckiego dowodu rejestracyjnego.',
  'vehicle.methods': 'Sposoby wyszukania pojazdu',
  'vehicle.tabSelect': 'Marka i model',
  'vehicle.tabPlate': 'Nr rejestracyjny',
  'vehicle.tabTypeCode': 'HSN/TSN',
  'vehicle.make': 'Marka',
  'vehicle.model': 'Model',
  'vehicle.year': 'Rok produkcji (opcjonalnie)',
  'vehicle.engine': 'Silnik',
  'vehicle.chooseMake': 'Wybierz markę',
  'vehicle.chooseModel': 'Wybierz model',
  'vehicle.chooseEngine': 'Wybierz silnik',
  'vehicle.anyYear': 'Dowolny rok',
  'vehicle.listsFailed': 'Nie udało się wczytać listy pojazdów.',
  'vehicle.noModels': 'Brak modeli tej marki z wybranego roku.',
  'vehicle.showParts': 'Pokaż pasujące części',

  'vehicle.country': 'Kraj rejestracji',
  'vehicle.country.PL': 'Polska (PL)',
  'vehicle.country.DE': 'Niemcy (D)',
  'vehicle.country.GB': 'Wielka Brytania (UK)',
  'vehicle.country.FR': 'Francja (F)',
  'vehicle.country.IT': 'Włochy (I)',
  'vehicle.country.ES': 'Hiszpania (E)',
  'vehicle.country.NL': 'Holandia (NL)',
  'vehicle.country.BE': 'Belgia (B)',
  'vehicle.country.AT': 'Austria (A)',
  'vehicle.country.CZ': 'Czechy (CZ)',
  'vehicle.plate': 'Numer rejestracyjny',
  'vehicle.platePlaceholder': 'np. WX 12345',
  'vehicle.plateUnavailable':
    'Wyszukiwanie po numerze rejestracyjnym jest obecnie niedostępne. Wybierz pojazd według marki, modelu i silnika.',
  'vehicle.useSelects': 'Wybierz markę i model',
  'vehicle.plateRequired': 'Wpisz numer rejestracyjny.',
  'vehicle.findByPlate': 'Szukaj pojazdu',
  'vehicle.searching': 'Szukam…',
  'vehicle.lookupFailed':
    'Nie udało się znaleźć pojazdu. Spróbuj ponownie lub wybierz go według marki i modelu.',

  'vehicle.typeCodeHelp':
    'Niemiecki dowód rejestracyjny (Zulassungsbescheinigung Teil I): HSN to pole 2.1, TSN to pole 2.2.',
  'vehicle.hsn': 'HSN (pole 2.1)',
  'vehicle.tsn': 'TSN (pole 2.2)',
  'vehicle.hsnRequired': 'Wpisz kod HSN.',
  'vehicle.hsnInvalid': 'Kod HSN składa się z dokładnie 4 cyfr.',
  'vehicle.tsnRequired': 'Wpisz kod TSN.',
  'vehicle.tsnInvalid': 'Kod TSN zaczyna się od 3 liter lub cyfr.',
  'vehicle.findByTypeCode': 'Szukaj pojazdu',

  'vehicle.matchesTitle': 'Który to Twój pojazd?',
  'vehicle.matchesCount': {
    one: 'Znaleziono {count} pojazd',
    few: 'Znaleziono {count} pojazdy',
    many: 'Znaleziono {count} pojazdów',
    other: 'Znaleziono {count} pojazdu',
  },
  'vehicle.chooseMatch': 'Wybierz',
  'vehicle.chooseMatchLabel': 'Wybierz {vehicle}',
};
