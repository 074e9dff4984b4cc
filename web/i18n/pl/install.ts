/** Installing the app: the install button, the iOS hint, and the web manifest's own texts. */
import type { installEn } from '../en/install.ts';
import type { CatalogueOf } from '../types.ts';

export const installPl: CatalogueOf<typeof installEn> = {
  'install.button': 'Zainstaluj aplikację',
  'install.buttonHint': 'Dodaj {shop} do ekranu głównego lub pulpitu',
  'install.iosTitle': 'Zainstaluj {shop}',
  'install.iosHint': 'Stuknij Udostępnij {share}, a potem „Do ekranu początkowego”.',
  'install.dismiss': 'Zamknij wskazówkę instalacji',

  'manifest.name': '{shop} — części samochodowe',
  'manifest.description':
    'Części zamienne do samochodów w Polsce i UE: szukaj według pojazdu, kategorii lub marki.',
  'manifest.shortcutSearch': 'Szukaj części',
  'manifest.shortcutSearchDescription': 'Znajdź część po nazwie, numerze katalogowym lub marce',
  'manifest.shortcutCart': 'Koszyk',
  'manifest.shortcutCartDescription': 'Części w Twoim koszyku',
  'manifest.shortcutOrders': 'Moje zamówienia',
  'manifest.shortcutOrdersDescription': 'Śledź swoje zamówienia i zwroty',
  'manifest.screenshotNarrow': 'Sklep na telefonie: wyszukiwarka, kategorie i części do Twojego pojazdu',
  'manifest.screenshotWide': 'Sklep na komputerze: kategorie, wyszukiwarka pojazdu i popularne części',
};
