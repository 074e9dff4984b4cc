/**
 * The privacy policy (/about/privacy-policy), in English and Polish, as GDPR art. 13 asks: the
 * controller and data protection officer, purposes and legal bases (art. 6), payment providers,
 * the sanctions-list check, the double opt-in newsletter, recipients, retention (newsletter data and
 * search history deleted after 30 days), the data subject's rights, a complaint to the
 * Polish supervisory authority (PUODO) and cookies. Every seller detail comes from `seller`.
 */
import type { Seller } from '#api/contract/seller.ts';
import type { Bilingual } from '../content-types.ts';
import { postalAddress } from './contact.ts';

export function privacyPage(seller: Seller): Bilingual {
  return {
    en: {
      title: 'Privacy Policy',
      metaDescription: `How ${seller.companyName} processes personal data: controller, data protection officer, purposes and legal bases, payments, newsletter, retention, your rights and cookies.`,
      intro:
        'We protect your personal data and process only what we need to sell and deliver car parts. This policy explains what we process, why, for how long and what rights you have under the General Data Protection Regulation (GDPR).',
      sections: [
        {
          heading: 'Controller',
          blocks: [
            {
              kind: 'p',
              text: `The controller of your personal data is ${postalAddress(seller, 'en')}, KRS ${seller.krs}, NIP ${seller.nip}.`,
            },
            {
              kind: 'p',
              text: `You can contact us by e-mail at ${seller.customerServiceEmail}, by phone at ${seller.phone} or by post at the address above.`,
            },
          ],
        },
        {
          heading: 'Data protection officer',
          blocks: [
            {
              kind: 'p',
              text: `We have appointed a data protection officer. You can reach them at ${seller.dataProtectionOfficerEmail} or by post at our address, marked “Data protection officer”, in all matters concerning your personal data.`,
            },
          ],
        },
        {
          heading: 'Purposes and legal bases',
          blocks: [
            {
              kind: 'table',
              caption: 'Why we process your data and on what legal basis',
              head: ['Purpose', 'Legal basis (GDPR)'],
              rows: [
                ['Registering and keeping your account', 'Art. 6(1)(b): performance of a contract'],
                [
                  'Processing orders, delivery, payment, returns and complaints',
                  'Art. 6(1)(b): performance of a contract',
                ],
                ['Invoices, accounting and tax records', 'Art. 6(1)(c): legal obligation'],
                ['Checking sanctions lists', 'Art. 6(1)(c): legal obligation under EU sanctions law'],
                ['Sending the newsletter', 'Art. 6(1)(a): consent'],
                [
                  'Answering enquiries by e-mail, phone and live chat',
                  'Art. 6(1)(b) or (f): contract or legitimate interest',
                ],
                [
                  'Keeping your product search history',
                  'Art. 6(1)(f): legitimate interest (easier searching)',
                ],
                [
                  'Securing the shop, preventing fraud, establishing and defending claims',
                  'Art. 6(1)(f): legitimate interest',
                ],
              ],
            },
            {
              kind: 'p',
              text: 'Giving your data is voluntary, but without the data needed for an order we cannot conclude or perform the contract. We do not make decisions based solely on automated processing, including profiling, that have legal effects for you.',
            },
          ],
        },
        {
          heading: 'Payments',
          blocks: [
            {
              kind: 'list',
              items: [
                'Card payments are processed by our payment service provider, PaynetEasy, on its secure payment page. It receives your card data, name, billing address, phone number, e-mail address, IP address and the amount and number of the order. We receive only the result of the payment, never your card number or security code.',
                'To confirm a card payment, your bank and the card scheme (Visa, Mastercard, Maestro, American Express) process the payment data, for example for 3-D Secure authentication.',
                'For a bank transfer, your bank and ours process the transfer details: your name, account number, the amount and the reference.',
              ],
            },
          ],
        },
        {
          heading: 'Sanctions-list check',
          blocks: [
            {
              kind: 'p',
              text: 'EU law forbids us to sell goods to persons and entities under sanctions. Before shipping, we therefore check the customer’s name, company name and addresses against the EU’s consolidated sanctions list and other sanctions lists that apply to us.',
            },
            {
              kind: 'p',
              text: 'A possible match is always reviewed by a member of our staff before any decision. If a match is confirmed, we may not carry out the order and may have to inform the competent authorities.',
            },
          ],
        },
        {
          heading: 'Newsletter',
          blocks: [
            {
              kind: 'list',
              items: [
                'We send the newsletter only with your consent, using the double opt-in procedure: after you sign up, we e-mail you a confirmation link, and you are subscribed only once you click it.',
                'You can unsubscribe at any time with the link in every newsletter or by writing to us. Withdrawing consent does not affect the lawfulness of processing before the withdrawal.',
                'Your newsletter data are deleted 30 days after you unsubscribe.',
              ],
            },
          ],
        },
        {
          heading: 'Recipients of the data',
          blocks: [
            {
              kind: 'list',
              items: [
                'carriers delivering your parcel (UPS, DHL, FedEx, GLS, DPD, Hermes), which receive the name, delivery address, phone number and e-mail address;',
                'payment service providers and banks, as described above;',
                'providers of hosting, e-mail and IT services, which process data on our behalf under data processing agreements;',
                'accounting and legal advisers, bound by professional secrecy;',
                'public authorities, where the law requires it.',
              ],
            },
            {
              kind: 'p',
              text: 'If data are transferred outside the European Economic Area, we do so only with the safeguards of chapter V of the GDPR, such as an adequacy decision of the European Commission or standard contractual clauses.',
            },
          ],
        },
        {
          heading: 'Retention',
          blocks: [
            {
              kind: 'list',
              items: [
                'Newsletter data: deleted 30 days after you unsubscribe.',
                'Search history: deleted automatically after 30 days.',
                'Account data: for as long as the account exists.',
                'Orders and invoices: 5 years from the end of the calendar year in which the tax payment deadline fell, as tax law requires.',
                'Sanctions-check records: for as long as needed to prove that we complied with sanctions law.',
                'Data needed to establish or defend claims: until the claims become time-barred.',
              ],
            },
          ],
        },
        {
          heading: 'Your rights',
          blocks: [
            {
              kind: 'list',
              items: [
                'access to your data and a copy of it (art. 15 GDPR);',
                'rectification of incorrect data (art. 16);',
                'erasure of data (art. 17);',
                'restriction of processing (art. 18);',
                'data portability (art. 20);',
                'objection to processing based on our legitimate interest (art. 21);',
                'withdrawal of consent at any time, without affecting processing before the withdrawal.',
              ],
            },
            {
              kind: 'p',
              text: `To exercise your rights, write to ${seller.dataProtectionOfficerEmail} or ${seller.customerServiceEmail}. We reply within one month; in complex cases this period may be extended by two further months, and we will tell you why.`,
            },
          ],
        },
        {
          heading: 'Complaint to the supervisory authority',
          blocks: [
            {
              kind: 'p',
              text: 'If you believe that we process your data unlawfully, you can lodge a complaint with the President of the Personal Data Protection Office (PUODO), ul. Stawki 2, 00-193 Warszawa, uodo.gov.pl, or with the data protection authority of the EU country where you live or work.',
            },
          ],
        },
        {
          heading: 'Cookies and browser storage',
          blocks: [
            {
              kind: 'list',
              items: [
                'A session cookie keeps you signed in. Scripts cannot read it, it is sent only over encrypted connections, and it expires when you sign out or at the latest 30 days after you sign in.',
                'Your browser’s storage keeps your language, country and currency, a guest cart and wishlist, your vehicle and recently viewed products. These stay on your device.',
                'Two cookies tell our server how to show you the catalogue pages: one holds your language, currency and country (for example pl.PLN.PL), the other the id of the vehicle you chose. They hold nothing else and expire after a year.',
              ],
            },
            {
              kind: 'p',
              text: 'We use no advertising or analytics cookies. The storage above is strictly necessary for the shop to work, so it needs no consent. You can delete it in your browser settings; this signs you out and empties a guest cart.',
            },
          ],
        },
      ],
    },
    pl: {
      title: 'Polityka prywatności',
      metaDescription: `Jak ${seller.companyName} przetwarza dane osobowe: administrator, inspektor ochrony danych, cele i podstawy prawne, płatności, newsletter, okresy przechowywania, Twoje prawa i pliki cookies.`,
      intro:
        'Chronimy Twoje dane osobowe i przetwarzamy tylko te, których potrzebujemy do sprzedaży i dostawy części samochodowych. Z tej polityki dowiesz się, jakie dane przetwarzamy, w jakim celu, jak długo i jakie prawa przysługują Ci na podstawie ogólnego rozporządzenia o ochronie danych (RODO).',
      sections: [
        {
          heading: 'Administrator danych',
          blocks: [
            {
              kind: 'p',
              text: `Administratorem Twoich danych osobowych jest ${postalAddress(seller, 'pl')}, KRS ${seller.krs}, NIP ${seller.nip}.`,
            },
            {
              kind: 'p',
              text: `Możesz się z nami skontaktować e-mailem pod adresem ${seller.customerServiceEmail}, telefonicznie pod numerem ${seller.phone} lub listownie na powyższy adres.`,
            },
          ],
        },
        {
          heading: 'Inspektor ochrony danych',
          blocks: [
            {
              kind: 'p',
              text: `Wyznaczyliśmy inspektora ochrony danych. We wszystkich sprawach dotyczących Twoich danych osobowych możesz się z nim kontaktować pod adresem ${seller.dataProtectionOfficerEmail} lub listownie na adres naszej siedziby z dopiskiem „Inspektor ochrony danych”.`,
            },
          ],
        },
        {
          heading: 'Cele i podstawy prawne przetwarzania',
          blocks: [
            {
              kind: 'table',
              caption: 'W jakim celu i na jakiej podstawie przetwarzamy Twoje dane',
              head: ['Cel', 'Podstawa prawna (RODO)'],
              rows: [
                ['Rejestracja i prowadzenie konta', 'art. 6 ust. 1 lit. b – wykonanie umowy'],
                [
                  'Realizacja zamówień, dostawa, płatności, zwroty i reklamacje',
                  'art. 6 ust. 1 lit. b – wykonanie umowy',
                ],
                [
                  'Wystawianie faktur, rachunkowość i dokumentacja podatkowa',
                  'art. 6 ust. 1 lit. c – obowiązek prawny',
                ],
                [
                  'Weryfikacja list sankcyjnych',
                  'art. 6 ust. 1 lit. c – obowiązek prawny wynikający z unijnych przepisów sankcyjnych',
                ],
                ['Wysyłka newslettera', 'art. 6 ust. 1 lit. a – zgoda'],
                [
                  'Odpowiedzi na zapytania przesłane e-mailem, telefonicznie i na czacie',
                  'art. 6 ust. 1 lit. b lub f – umowa lub prawnie uzasadniony interes',
                ],
                [
                  'Przechowywanie historii wyszukiwania produktów',
                  'art. 6 ust. 1 lit. f – prawnie uzasadniony interes (wygodniejsze wyszukiwanie)',
                ],
                [
                  'Zapewnienie bezpieczeństwa sklepu, zapobieganie nadużyciom, ustalanie i dochodzenie roszczeń oraz obrona przed nimi',
                  'art. 6 ust. 1 lit. f – prawnie uzasadniony interes',
                ],
              ],
            },
            {
              kind: 'p',
              text: 'Podanie danych jest dobrowolne, ale bez danych potrzebnych do zamówienia nie możemy zawrzeć ani wykonać umowy. Nie podejmujemy wobec Ciebie decyzji opierających się wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu, które wywoływałyby skutki prawne.',
            },
          ],
        },
        {
          heading: 'Płatności',
          blocks: [
            {
              kind: 'list',
              items: [
                'Płatności kartą obsługuje nasz operator płatności PaynetEasy na swojej bezpiecznej stronie płatności. Otrzymuje on dane karty, imię i nazwisko, adres rozliczeniowy, numer telefonu, adres e-mail, adres IP oraz kwotę i numer zamówienia. My otrzymujemy wyłącznie wynik płatności – nigdy numer karty ani kod zabezpieczający.',
                'Do potwierdzenia płatności kartą dane płatności przetwarzają także Twój bank i organizacja kartowa (Visa, Mastercard, Maestro, American Express), np. w ramach uwierzytelnienia 3-D Secure.',
                'Przy przelewie bankowym dane przelewu – imię i nazwisko, numer rachunku, kwotę i tytuł – przetwarzają Twój bank i nasz bank.',
              ],
            },
          ],
        },
        {
          heading: 'Weryfikacja list sankcyjnych',
          blocks: [
            {
              kind: 'p',
              text: 'Prawo UE zakazuje nam sprzedaży towarów osobom i podmiotom objętym sankcjami. Dlatego przed wysyłką sprawdzamy imię i nazwisko lub nazwę firmy Klienta oraz jego adresy w skonsolidowanym wykazie sankcji UE i w innych wykazach sankcyjnych, które nas obowiązują.',
            },
            {
              kind: 'p',
              text: 'Każde możliwe trafienie przed podjęciem decyzji weryfikuje nasz pracownik. Jeśli trafienie się potwierdzi, możemy nie zrealizować zamówienia i być zobowiązani do powiadomienia właściwych organów.',
            },
          ],
        },
        {
          heading: 'Newsletter',
          blocks: [
            {
              kind: 'list',
              items: [
                'Newsletter wysyłamy wyłącznie za Twoją zgodą, w procedurze double opt-in: po zapisaniu się otrzymasz e-mail z linkiem potwierdzającym, a subskrypcja zacznie działać dopiero po jego kliknięciu.',
                'Z newslettera możesz zrezygnować w każdej chwili za pomocą linku w każdej wiadomości lub pisząc do nas. Wycofanie zgody nie wpływa na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem.',
                'Dane do newslettera usuwamy po 30 dniach od rezygnacji z subskrypcji.',
              ],
            },
          ],
        },
        {
          heading: 'Odbiorcy danych',
          blocks: [
            {
              kind: 'list',
              items: [
                'przewoźnicy doręczający przesyłkę (UPS, DHL, FedEx, GLS, DPD, Hermes), którzy otrzymują imię i nazwisko, adres dostawy, numer telefonu i adres e-mail;',
                'operatorzy płatności i banki, w zakresie opisanym powyżej;',
                'dostawcy usług hostingowych, poczty e-mail i usług IT, przetwarzający dane w naszym imieniu na podstawie umów powierzenia przetwarzania danych;',
                'biura rachunkowe i doradcy prawni, zobowiązani do zachowania tajemnicy zawodowej;',
                'organy publiczne, jeżeli wymagają tego przepisy prawa.',
              ],
            },
            {
              kind: 'p',
              text: 'Jeżeli dane są przekazywane poza Europejski Obszar Gospodarczy, odbywa się to wyłącznie z zabezpieczeniami przewidzianymi w rozdziale V RODO, np. na podstawie decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony lub standardowych klauzul umownych.',
            },
          ],
        },
        {
          heading: 'Okres przechowywania danych',
          blocks: [
            {
              kind: 'list',
              items: [
                'Dane do newslettera: usuwamy po 30 dniach od rezygnacji z subskrypcji.',
                'Historia wyszukiwania: usuwana automatycznie po 30 dniach.',
                'Dane konta: przez cały czas istnienia konta.',
                'Zamówienia i faktury: 5 lat od końca roku kalendarzowego, w którym upłynął termin płatności podatku, zgodnie z przepisami podatkowymi.',
                'Wyniki weryfikacji sankcyjnej: tak długo, jak jest to potrzebne do wykazania przestrzegania przepisów sankcyjnych.',
                'Dane potrzebne do ustalenia lub dochodzenia roszczeń albo obrony przed nimi: do upływu terminu przedawnienia roszczeń.',
              ],
            },
          ],
        },
        {
          heading: 'Twoje prawa',
          blocks: [
            {
              kind: 'list',
              items: [
                'prawo dostępu do danych i otrzymania ich kopii (art. 15 RODO);',
                'prawo do sprostowania nieprawidłowych danych (art. 16);',
                'prawo do usunięcia danych (art. 17);',
                'prawo do ograniczenia przetwarzania (art. 18);',
                'prawo do przenoszenia danych (art. 20);',
                'prawo do sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie (art. 21);',
                'prawo do wycofania zgody w dowolnym momencie, bez wpływu na przetwarzanie dokonane przed jej wycofaniem.',
              ],
            },
            {
              kind: 'p',
              text: `Aby skorzystać ze swoich praw, napisz na adres ${seller.dataProtectionOfficerEmail} lub ${seller.customerServiceEmail}. Odpowiadamy w ciągu miesiąca; w sprawach złożonych termin ten może zostać przedłużony o kolejne dwa miesiące – poinformujemy Cię wtedy o przyczynach.`,
            },
          ],
        },
        {
          heading: 'Skarga do organu nadzorczego',
          blocks: [
            {
              kind: 'p',
              text: 'Jeżeli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem, możesz wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych (PUODO), ul. Stawki 2, 00-193 Warszawa, uodo.gov.pl, albo do organu ochrony danych w państwie UE, w którym mieszkasz lub pracujesz.',
            },
          ],
        },
        {
          heading: 'Pliki cookies i pamięć przeglądarki',
          blocks: [
            {
              kind: 'list',
              items: [
                'Plik cookie sesji utrzymuje zalogowanie. Skrypty nie mają do niego dostępu, jest przesyłany wyłącznie szyfrowanym połączeniem i wygasa po wylogowaniu, najpóźniej 30 dni po zalogowaniu.',
                'W pamięci Twojej przeglądarki zapisujemy język, kraj i walutę, koszyk i listę życzeń gościa, wybrany pojazd oraz ostatnio oglądane produkty. Dane te pozostają na Twoim urządzeniu.',
                'Dwa pliki cookies mówią naszemu serwerowi, jak pokazać Ci strony katalogu: jeden zawiera język, walutę i kraj (na przykład pl.PLN.PL), drugi numer wybranego pojazdu. Nie zawierają nic więcej i wygasają po roku.',
              ],
            },
            {
              kind: 'p',
              text: 'Nie używamy reklamowych ani analitycznych plików cookies. Opisane wyżej dane są niezbędne do działania sklepu, dlatego ich zapisanie nie wymaga zgody. Możesz je usunąć w ustawieniach przeglądarki – spowoduje to wylogowanie i opróżnienie koszyka gościa.',
            },
          ],
        },
      ],
    },
  };
}
