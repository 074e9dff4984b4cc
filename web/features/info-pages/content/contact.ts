/**
 * The contact page (/about/contact), in English and Polish: customer service (reply times, e-mails,
 * phone), opening hours, postal address and the company's register numbers. Every seller detail comes
 * from the `seller` parameter. The e-mail and phone buttons are drawn by the page component, not here.
 *
 * The small formatters at the bottom (address, opening hours) are shared with the terms and privacy
 * pages, so the seller's data reads the same on every page.
 */
import type { Seller } from '#api/contract/seller.ts';
import type { Bilingual } from '../content-types.ts';

export function contactPage(seller: Seller): Bilingual {
  const hours = openingHours(seller);
  return {
    en: {
      title: 'Contact',
      metaDescription: `Contact ${seller.companyName}: customer service e-mail and phone, opening hours, postal address in ${cityName(seller, 'en')} and company details (KRS, NIP, REGON).`,
      intro:
        'A question about a part, an order or a return? Write or call us: we will gladly help you find the right part for your car.',
      sections: [
        {
          heading: 'Customer service',
          blocks: [
            { kind: 'p', text: 'We usually answer within 2 hours, and always within 48 hours.' },
            {
              kind: 'definitions',
              items: [
                { term: 'Customer service e-mail', detail: seller.customerServiceEmail },
                { term: 'Returns e-mail', detail: seller.returnsEmail },
                { term: 'Phone', detail: seller.phone },
              ],
            },
            {
              kind: 'p',
              text: 'When you write about an order, please give its number. For help with choosing a part, give your vehicle identification number (VIN) or the part’s OE number.',
            },
          ],
        },
        {
          heading: 'Opening hours',
          blocks: [
            {
              kind: 'definitions',
              items: [
                { term: 'Monday to Friday', detail: hours.weekdays('Closed') },
                { term: 'Saturday', detail: hours.saturday('Closed') },
                { term: 'Sunday', detail: hours.sunday('Closed') },
              ],
            },
            {
              kind: 'p',
              text: 'All times are Polish time (CET/CEST). You can e-mail us at any time; messages sent outside opening hours are answered when we open.',
            },
          ],
        },
        {
          heading: 'Postal address',
          blocks: [
            { kind: 'p', text: postalAddress(seller, 'en') },
            {
              kind: 'p',
              text: `Please do not send parts to this address without a return authorisation number. Report a return first by e-mail to ${seller.returnsEmail}; you will receive the number and the return address.`,
            },
          ],
        },
        {
          heading: 'Company details',
          blocks: [
            {
              kind: 'definitions',
              items: [
                { term: 'Company', detail: seller.companyName },
                { term: 'Registered office', detail: streetAddress(seller, 'en') },
                { term: 'KRS (National Court Register)', detail: seller.krs },
                { term: 'Registry court', detail: seller.registryCourt },
                { term: 'Share capital', detail: shareCapital(seller, 'en') },
                { term: 'NIP (tax identification number)', detail: seller.nip },
                { term: 'REGON (statistical number)', detail: seller.regon },
              ],
            },
          ],
        },
      ],
    },
    pl: {
      title: 'Kontakt',
      metaDescription: `Kontakt z ${seller.companyName}: e-mail i telefon biura obsługi klienta, godziny pracy, adres w ${cityName(seller, 'pl-locative')} oraz dane firmy (KRS, NIP, REGON).`,
      intro:
        'Masz pytanie o część, zamówienie lub zwrot? Napisz albo zadzwoń – chętnie pomożemy dobrać właściwą część do Twojego samochodu.',
      sections: [
        {
          heading: 'Obsługa klienta',
          blocks: [
            { kind: 'p', text: 'Odpowiadamy zwykle w ciągu 2 godzin, a zawsze w ciągu 48 godzin.' },
            {
              kind: 'definitions',
              items: [
                { term: 'E-mail obsługi klienta', detail: seller.customerServiceEmail },
                { term: 'E-mail w sprawie zwrotów', detail: seller.returnsEmail },
                { term: 'Telefon', detail: seller.phone },
              ],
            },
            {
              kind: 'p',
              text: 'Pisząc w sprawie zamówienia, podaj jego numer. Jeśli potrzebujesz pomocy w doborze części, podaj numer VIN pojazdu lub numer OE części.',
            },
          ],
        },
        {
          heading: 'Godziny pracy',
          blocks: [
            {
              kind: 'definitions',
              items: [
                { term: 'Poniedziałek – piątek', detail: hours.weekdays('nieczynne') },
                { term: 'Sobota', detail: hours.saturday('nieczynne') },
                { term: 'Niedziela', detail: hours.sunday('nieczynne') },
              ],
            },
            {
              kind: 'p',
              text: 'Podajemy czas polski (CET/CEST). E-mail możesz wysłać o każdej porze – na wiadomości wysłane poza godzinami pracy odpowiadamy po otwarciu biura.',
            },
          ],
        },
        {
          heading: 'Adres korespondencyjny',
          blocks: [
            { kind: 'p', text: postalAddress(seller, 'pl') },
            {
              kind: 'p',
              text: `Prosimy nie wysyłać na ten adres części bez numeru zwrotu. Najpierw zgłoś zwrot e-mailem na adres ${seller.returnsEmail} – otrzymasz numer zwrotu i adres, na który należy nadać przesyłkę.`,
            },
          ],
        },
        {
          heading: 'Dane firmy',
          blocks: [
            {
              kind: 'definitions',
              items: [
                { term: 'Firma', detail: seller.companyName },
                { term: 'Siedziba', detail: streetAddress(seller, 'pl') },
                { term: 'KRS (Krajowy Rejestr Sądowy)', detail: seller.krs },
                { term: 'Sąd rejestrowy', detail: seller.registryCourt },
                { term: 'Kapitał zakładowy', detail: shareCapital(seller, 'pl') },
                { term: 'NIP', detail: seller.nip },
                { term: 'REGON', detail: seller.regon },
              ],
            },
          ],
        },
      ],
    },
  };
}

type Language = 'en' | 'pl';

/** The country as written in the page's language (the seller stores it in Polish). */
export function countryName(seller: Seller, language: Language): string {
  if (language === 'en') return COUNTRY_EN[seller.country] ?? seller.country;
  return seller.country;
}

const COUNTRY_EN: Record<string, string> = { Polska: 'Poland' };

/**
 * The city for running text: English exonyms where they exist ('Warsaw'); the Polish locative for
 * "w …" phrases. A postal address keeps the city exactly as the seller gives it.
 */
export function cityName(seller: Seller, form: 'en' | 'pl-locative'): string {
  const known = CITY_FORMS[seller.city];
  if (!known) return seller.city;
  return form === 'en' ? known.en : known.locative;
}

const CITY_FORMS: Record<string, { en: string; locative: string }> = {
  Warszawa: { en: 'Warsaw', locative: 'Warszawie' },
  Kraków: { en: 'Kraków', locative: 'Krakowie' },
  Wrocław: { en: 'Wrocław', locative: 'Wrocławiu' },
  Poznań: { en: 'Poznań', locative: 'Poznaniu' },
  Gdańsk: { en: 'Gdańsk', locative: 'Gdańsku' },
  Łódź: { en: 'Łódź', locative: 'Łodzi' },
};

/** 'ul. Prosta 51, 00-838 Warszawa, Poland': street, postal code and city as posted, then the country. */
export function streetAddress(seller: Seller, language: Language): string {
  return `${seller.street}, ${seller.postalCode} ${seller.city}, ${countryName(seller, language)}`;
}

/** The company name followed by its street address. */
export function postalAddress(seller: Seller, language: Language): string {
  return `${seller.companyName}, ${streetAddress(seller, language)}`;
}

/** Opening hours as '09:00–20:00', or the given word for a closed day. */
export function openingHours(seller: Seller) {
  const range = (hours: readonly [string, string] | null, closed: string) =>
    hours ? `${hours[0]}–${hours[1]}` : closed;
  return {
    weekdays: (closed: string) => range(seller.hours.weekdays, closed),
    saturday: (closed: string) => range(seller.hours.saturday, closed),
    sunday: (closed: string) => range(seller.hours.sunday, closed),
  };
}

/**
 * When customer service answers, for running text: 'Monday to Friday 09:00–20:00 and Saturday
 * 10:00–16:00' / 'od poniedziałku do piątku w godz. 09:00–20:00 i w soboty w godz. 10:00–16:00';
 * without the Saturday part when the seller keeps Saturday closed.
 */
export function serviceHours(seller: Seller, language: Language): string {
  const [open, close] = seller.hours.weekdays;
  const saturday = seller.hours.saturday;
  if (language === 'en') {
    const weekdays = `Monday to Friday ${open}–${close}`;
    return saturday ? `${weekdays} and Saturday ${saturday[0]}–${saturday[1]}` : weekdays;
  }
  const weekdays = `od poniedziałku do piątku w godz. ${open}–${close}`;
  return saturday ? `${weekdays} i w soboty w godz. ${saturday[0]}–${saturday[1]}` : weekdays;
}

/** The share capital as companies print it: 'PLN 5,000.00' / '5000,00 zł'. */
export function shareCapital(seller: Seller, language: Language): string {
  const locale = language === 'en' ? 'en-GB' : 'pl-PL';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'PLN' }).format(
    seller.shareCapital / 100,
  );
}
