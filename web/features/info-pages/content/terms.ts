/**
 * The shop's terms and conditions (/about/terms-conditions and /terms), in English and Polish, in 14
 * sections, with the delivery tables and the shop's commercial rules (order change within 1 hour,
 * processing before 18:00, 30-day returns, 2-year warranty, 4 weeks' notice of changes). Every seller
 * detail comes from the `seller` parameter.
 *
 * The bulky-goods surcharges, the countries that take no bulky items and the delivery times are the
 * shop settings' (GET /api/delivery-rules): the `deliveryRules` blocks are filled with them when the
 * page is shown, in both languages from the same data.
 */
import type { Seller } from '#api/contract/seller.ts';
import type { Bilingual } from '../content-types.ts';
import { openingHours, postalAddress, shareCapital, streetAddress } from './contact.ts';

/** The privacy policy's route (pages.ts maps it too; importing pages.ts here would be a cycle). */
const PRIVACY_PATH = '/about/privacy-policy';

export function termsPage(seller: Seller): Bilingual {
  const hours = openingHours(seller);
  return {
    en: {
      title: 'Terms and Conditions',
      metaDescription: `The terms and conditions of the ${seller.companyName} online shop: account, orders, prices and payment, delivery and shipping costs, withdrawal, returns, complaints and dispute resolution.`,
      intro: `These terms govern shopping in the online car-parts shop run by ${seller.companyName}. Please read them before you place an order. You can save or print them at any time.`,
      sections: [
        {
          heading: '1. General provisions and definitions',
          blocks: [
            {
              kind: 'p',
              text: 'These Terms and Conditions set out the rules for using the shop: creating an account, placing orders, prices, payment, delivery, withdrawal from a contract, returns and complaints. They are also the terms of service for electronically supplied services under the Polish Act of 18 July 2002 on the provision of electronic services.',
            },
            {
              kind: 'definitions',
              items: [
                { term: 'Seller', detail: `${seller.companyName}, details in section 2.` },
                {
                  term: 'Customer',
                  detail:
                    'An adult natural person with full legal capacity, a legal person, or an organisational unit with legal capacity that buys in the shop.',
                },
                {
                  term: 'Consumer',
                  detail:
                    'A natural person who buys for purposes not directly related to their business or profession (art. 22¹ of the Civil Code).',
                },
                {
                  term: 'Account',
                  detail: 'The customer’s password-protected area of the shop with their data and orders.',
                },
                {
                  term: 'Contract of sale',
                  detail:
                    'A distance contract for the sale of goods concluded between the Seller and the Customer.',
                },
                { term: 'Working day', detail: 'Monday to Friday, except public holidays in Poland.' },
              ],
            },
            {
              kind: 'p',
              text: 'To use the shop you need a device with internet access, an up-to-date web browser with JavaScript and cookies enabled, and an active e-mail address. Customers may not post unlawful content.',
            },
          ],
        },
        {
          heading: '2. Seller data',
          blocks: [
            {
              kind: 'p',
              text: `The shop is run by ${seller.companyName}, entered in the register of entrepreneurs of the National Court Register (KRS).`,
            },
            {
              kind: 'definitions',
              items: [
                { term: 'Company', detail: seller.companyName },
                { term: 'Registered office and postal address', detail: streetAddress(seller, 'en') },
                { term: 'KRS', detail: seller.krs },
                { term: 'Registry court', detail: seller.registryCourt },
                { term: 'Share capital', detail: shareCapital(seller, 'en') },
                { term: 'NIP', detail: seller.nip },
                { term: 'REGON', detail: seller.regon },
                { term: 'E-mail', detail: seller.customerServiceEmail },
                { term: 'Phone', detail: seller.phone },
                {
                  term: 'Customer service',
                  detail: `Monday to Friday ${hours.weekdays('closed')}, Saturday ${hours.saturday('closed')}, Sunday ${hours.sunday('closed')} (Polish time)`,
                },
              ],
            },
          ],
        },
        {
          heading: '3. Registration and account',
          blocks: [
            {
              kind: 'list',
              items: [
                'Only adults with full legal capacity may register, as may legal persons and organisational units acting through their authorised representatives.',
                'Each person may register only once.',
                'When registering, you give your name, invoice address and delivery address, phone number, e-mail address and a password.',
                'The data must be true and up to date. You can correct them at any time in your profile.',
              ],
            },
            {
              kind: 'p',
              text: `The account is free of charge. The contract for keeping it is concluded for an indefinite period when registration is completed. You can end it at any time by deleting the account in your profile or by writing to ${seller.customerServiceEmail}.`,
            },
            {
              kind: 'p',
              text: 'Keep your password secret. You can also order as a guest, without an account. We may block an account used in breach of the law or these terms, after telling the customer why.',
            },
          ],
        },
        {
          heading: '4. Orders',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                'Add the parts to your cart, then give the delivery and invoice details and choose a payment method.',
                'Check the order summary and confirm the order with the button marked as an order with an obligation to pay.',
                'We confirm receipt of the order by e-mail. The contract of sale is concluded when you receive this confirmation.',
              ],
            },
            {
              kind: 'p',
              text: 'Orders can be placed 24 hours a day. Orders placed before 18:00 are processed immediately. An order goes through the statuses confirmed, processing, shipped and delivered.',
            },
            {
              kind: 'p',
              text: 'You can change or cancel an order within 1 hour of placing it by contacting customer service; after that it enters processing.',
            },
            {
              kind: 'p',
              text: 'Before ordering, please check that the part fits your vehicle, for example by its VIN or the OE number of the part. Our customer service will gladly help.',
            },
          ],
        },
        {
          heading: '5. Prices and payment',
          blocks: [
            {
              kind: 'list',
              items: [
                'Prices are given in euros (EUR) and include VAT. Any delivery costs and surcharges are shown before you confirm the order.',
                'The price binding on both parties is the one shown in the order summary when the order is placed.',
                'Payment card (Visa, Mastercard, Maestro, American Express) on the secure payment page of our payment service provider, PaynetEasy.',
                'Bank transfer to our account; the transfer details are in the order confirmation e-mail. We ship after the payment reaches our account.',
              ],
            },
            {
              kind: 'p',
              text: 'The payment methods available for an order are shown at checkout. We issue a VAT invoice for every order and send it by e-mail; by ordering you accept invoices in electronic form.',
            },
          ],
        },
        {
          heading: '6. Delivery and shipping costs',
          blocks: [
            {
              kind: 'list',
              items: [
                'Ordinary shipping is free.',
                'Bulky goods carry a surcharge, in the amounts of the tables below: for delivery in Poland per piece, by the item’s group; for delivery to any other country once per order that holds a bulky item, whatever the number of bulky items.',
                'Orders placed before 18:00 are processed immediately. In-stock items ship within 1-2 working days of payment.',
                'We deliver to the countries in the table of estimated delivery times below, and to no other country. The times are working days from dispatch and are estimates.',
              ],
            },
            {
              kind: 'deliveryRules',
              table: 'bulkyHome',
              caption: 'Bulky-goods surcharge in Poland (per piece)',
              head: ['Items', 'Amount per piece'],
            },
            {
              kind: 'deliveryRules',
              table: 'bulkyAbroad',
              caption: 'Bulky-goods surcharge to other countries (once per order)',
              head: ['Countries', 'Amount per order'],
            },
            {
              kind: 'deliveryRules',
              table: 'noBulky',
              text: 'Bulky goods are not delivered to {countries}.',
            },
            {
              kind: 'deliveryRules',
              table: 'deliveryTimes',
              caption: 'Estimated delivery times',
              head: ['Countries', 'Delivery time'],
            },
            {
              kind: 'p',
              text: 'Switzerland is not in the EU: import VAT and customs duties may be charged there on delivery, and the recipient pays them.',
            },
            {
              kind: 'p',
              text: `Please check the parcel on delivery. Report any transport damage within 2 working days of delivery and send photos of the parcel and the part within 3 working days to ${seller.customerServiceEmail}. This lets us claim against the carrier quickly; it does not limit the statutory rights of consumers, for whom the risk of loss or damage passes only on delivery.`,
            },
          ],
        },
        {
          heading: '7. Right of withdrawal',
          blocks: [
            {
              kind: 'p',
              text: 'A consumer may withdraw from a distance contract without giving any reason within 14 days (art. 27 of the Consumer Rights Act of 30 May 2014). In our shop this period is extended to 30 days from delivery.',
            },
            {
              kind: 'list',
              items: [
                'The period starts on the day you, or a person you name other than the carrier, take possession of the goods; for an order delivered in several parts, from the last part.',
                `To withdraw, send us a clear statement, for example by e-mail to ${seller.returnsEmail} or by post. You may use a model withdrawal form, but you do not have to. Sending the statement before the period ends is enough.`,
                'Send the goods back within 14 days of withdrawing. You bear the direct cost of returning them.',
                'We refund all payments received, including the cost of the cheapest standard delivery, within 14 days of receiving your statement, by the same payment method unless you agree to another. We may withhold the refund until we receive the goods or proof that they have been sent back, whichever comes first.',
                'You are liable for any loss of value caused by handling the goods beyond what is needed to establish their nature, characteristics and functioning, so please do not fit a part to the vehicle before you decide to keep it.',
              ],
            },
            {
              kind: 'p',
              text: 'Under art. 38 of the Consumer Rights Act, the right of withdrawal does not apply to goods made to the consumer’s specification, to goods that after delivery are by their nature inseparably combined with other items, or to sealed goods that cannot be returned for health or hygiene reasons once unsealed.',
            },
          ],
        },
        {
          heading: '8. Returns',
          blocks: [
            {
              kind: 'p',
              text: 'All customers, consumers and companies alike, can return new, unused parts within 30 days of delivery in the following way:',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                `Request the return within 30 days of delivery by e-mail to ${seller.returnsEmail}, giving the order number and the parts you are returning.`,
                'We issue a return authorisation number and tell you where to send the parcel.',
                'Send the parts within 7 days of approval, unused, not fitted and in their original packaging, with the return authorisation number.',
                'After checking the parts, we refund the price and issue a corrective invoice, or send a replacement, as you choose.',
              ],
            },
            {
              kind: 'p',
              text: 'This procedure is the easiest way to exercise the right of withdrawal described in section 7; it does not limit the statutory rights of consumers.',
            },
          ],
        },
        {
          heading: '9. Warranty and complaints',
          blocks: [
            {
              kind: 'p',
              text: 'We are liable to consumers for any lack of conformity of the goods with the contract that exists at delivery and becomes apparent within 2 years of delivery of new items. For used parts, where stated in the product description, this period is 1 year.',
            },
            {
              kind: 'list',
              items: [
                'A consumer may ask for the part to be repaired or replaced.',
                'If repair or replacement is impossible, fails or would be excessively costly for us, the consumer may ask for a price reduction or withdraw from the contract; withdrawal is not possible if the lack of conformity is insignificant.',
                'We bear the costs of repair or replacement, including delivering the part to us and back.',
              ],
            },
            {
              kind: 'p',
              text: `Send complaints to ${seller.customerServiceEmail} with the order number, a description of the defect and, if possible, photos. We ask you to report a defect within two months of discovering it, so that we can help quickly; missing this period does not affect a consumer’s rights. We respond to a consumer’s complaint within 14 days; if we do not, the complaint is deemed accepted.`,
            },
            {
              kind: 'p',
              text: 'Where a product description mentions a manufacturer’s guarantee, it applies in addition to, and does not limit, the statutory liability.',
            },
          ],
        },
        {
          heading: '10. Personal data',
          blocks: [
            {
              kind: 'p',
              text: `The controller of personal data is ${seller.companyName}. We process customers’ data to conclude and perform contracts, keep accounts and meet our legal obligations. The data protection officer can be reached at ${seller.dataProtectionOfficerEmail}.`,
            },
            {
              kind: 'cards',
              items: [
                {
                  title: 'Privacy Policy',
                  text: 'Purposes and legal bases of processing, recipients, retention periods, cookies and your rights.',
                  to: PRIVACY_PATH,
                  linkLabel: 'Read the Privacy Policy',
                },
              ],
            },
          ],
        },
        {
          heading: '11. Company customers (B2B)',
          blocks: [
            {
              kind: 'list',
              items: [
                'To receive an invoice made out to your company, give the company name and tax number when ordering.',
                'Our liability under the statutory warranty for defects towards company customers lasts 1 year from delivery. The customer should inspect the goods on receipt and report defects promptly (art. 563 of the Civil Code).',
                'Towards company customers, our liability is limited to the price of the goods and does not include lost profits.',
                'The risk of loss or damage passes to a company customer when we hand the goods to the carrier.',
                'The 30-day returns of section 8 also apply to company customers.',
              ],
            },
            {
              kind: 'p',
              text: 'A sole trader who buys for their business, but not as part of their professional activity as shown by their entry in the Central Register and Information on Economic Activity (CEIDG), has the consumer’s rights of withdrawal, warranty and protection against unfair terms (art. 38a of the Consumer Rights Act). The limits above do not apply to them.',
            },
          ],
        },
        {
          heading: '12. Out-of-court dispute resolution',
          blocks: [
            {
              kind: 'p',
              text: 'A consumer may use out-of-court ways of handling complaints and claims, for example:',
            },
            {
              kind: 'list',
              items: [
                'the help of a municipal or district consumer ombudsman (rzecznik konsumentów), free of charge;',
                'mediation or a permanent consumer arbitration court at a Provincial Inspectorate of Trade Inspection (WIIH);',
                'the European Consumer Centre Poland, for disputes with a trader in another EU country.',
              ],
            },
            {
              kind: 'p',
              text: 'The European Commission’s online dispute resolution (ODR) platform closed on 20 July 2025; the bodies authorised to settle consumer disputes are listed by the Office of Competition and Consumer Protection (UOKiK) at uokik.gov.pl. Using these procedures is voluntary for both parties and does not prevent going to court.',
            },
          ],
        },
        {
          heading: '13. Changes of the terms',
          blocks: [
            {
              kind: 'p',
              text: 'We may change these terms for important reasons, such as a change in the law, in payment or delivery methods, or in the services we provide.',
            },
            {
              kind: 'p',
              text: 'We announce each change on this page and by e-mail to registered customers at least 4 weeks before it takes effect. Orders placed before then are governed by the terms in force when they were placed. If you do not accept the changes, you can delete your account before they take effect.',
            },
          ],
        },
        {
          heading: '14. Final provisions',
          blocks: [
            {
              kind: 'p',
              text: 'These terms and the contracts concluded under them are governed by Polish law, in particular the Civil Code of 23 April 1964 and the Consumer Rights Act of 30 May 2014. For a consumer living in another EU country, this choice of law does not take away the protection of the mandatory rules of the law of that country.',
            },
            {
              kind: 'p',
              text: 'Disputes with company customers are settled by the court competent for the Seller’s registered office; disputes with consumers by the court competent under the general rules.',
            },
            {
              kind: 'p',
              text: `The terms are published in English and Polish with the same content. Postal address for all correspondence: ${postalAddress(seller, 'en')}.`,
            },
          ],
        },
      ],
    },
    pl: {
      title: 'Regulamin sklepu',
      metaDescription: `Regulamin sklepu internetowego ${seller.companyName}: konto, zamówienia, ceny i płatności, dostawa i koszty wysyłki, odstąpienie od umowy, zwroty, reklamacje i rozwiązywanie sporów.`,
      intro: `Niniejszy regulamin określa zasady zakupów w sklepie internetowym z częściami samochodowymi prowadzonym przez ${seller.companyName}. Prosimy o zapoznanie się z nim przed złożeniem zamówienia. Regulamin można w każdej chwili zapisać lub wydrukować.`,
      sections: [
        {
          heading: '§ 1. Postanowienia ogólne i definicje',
          blocks: [
            {
              kind: 'p',
              text: 'Regulamin określa zasady korzystania ze sklepu: zakładania konta, składania zamówień, cen, płatności, dostawy, odstąpienia od umowy, zwrotów i reklamacji. Jest również regulaminem świadczenia usług drogą elektroniczną w rozumieniu ustawy z dnia 18 lipca 2002 r. o świadczeniu usług drogą elektroniczną.',
            },
            {
              kind: 'definitions',
              items: [
                { term: 'Sprzedawca', detail: `${seller.companyName}, dane w § 2.` },
                {
                  term: 'Klient',
                  detail:
                    'Pełnoletnia osoba fizyczna posiadająca pełną zdolność do czynności prawnych, osoba prawna lub jednostka organizacyjna posiadająca zdolność prawną, która dokonuje zakupów w sklepie.',
                },
                {
                  term: 'Konsument',
                  detail:
                    'Osoba fizyczna dokonująca zakupu niezwiązanego bezpośrednio z jej działalnością gospodarczą lub zawodową (art. 22¹ Kodeksu cywilnego).',
                },
                {
                  term: 'Konto',
                  detail: 'Chroniony hasłem obszar sklepu, w którym Klient ma swoje dane i zamówienia.',
                },
                {
                  term: 'Umowa sprzedaży',
                  detail: 'Umowa sprzedaży towaru zawierana na odległość między Sprzedawcą a Klientem.',
                },
                {
                  term: 'Dzień roboczy',
                  detail:
                    'Dzień od poniedziałku do piątku z wyjątkiem dni ustawowo wolnych od pracy w Polsce.',
                },
              ],
            },
            {
              kind: 'p',
              text: 'Do korzystania ze sklepu potrzebne są: urządzenie z dostępem do internetu, aktualna przeglądarka z włączoną obsługą JavaScript i plików cookies oraz aktywny adres e-mail. Zakazane jest dostarczanie przez Klienta treści o charakterze bezprawnym.',
            },
          ],
        },
        {
          heading: '§ 2. Dane Sprzedawcy',
          blocks: [
            {
              kind: 'p',
              text: `Sklep prowadzi ${seller.companyName} – spółka wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego.`,
            },
            {
              kind: 'definitions',
              items: [
                { term: 'Firma', detail: seller.companyName },
                { term: 'Siedziba i adres do korespondencji', detail: streetAddress(seller, 'pl') },
                { term: 'KRS', detail: seller.krs },
                { term: 'Sąd rejestrowy', detail: seller.registryCourt },
                { term: 'Kapitał zakładowy', detail: shareCapital(seller, 'pl') },
                { term: 'NIP', detail: seller.nip },
                { term: 'REGON', detail: seller.regon },
                { term: 'E-mail', detail: seller.customerServiceEmail },
                { term: 'Telefon', detail: seller.phone },
                {
                  term: 'Biuro obsługi klienta',
                  detail: `poniedziałek – piątek ${hours.weekdays('nieczynne')}, sobota ${hours.saturday('nieczynne')}, niedziela ${hours.sunday('nieczynne')} (czas polski)`,
                },
              ],
            },
          ],
        },
        {
          heading: '§ 3. Rejestracja i konto',
          blocks: [
            {
              kind: 'list',
              items: [
                'Zarejestrować się mogą wyłącznie osoby pełnoletnie posiadające pełną zdolność do czynności prawnych, a także osoby prawne i jednostki organizacyjne działające przez swoich umocowanych przedstawicieli.',
                'Każda osoba może zarejestrować się tylko raz.',
                'Przy rejestracji Klient podaje imię i nazwisko, adres do faktury i adres dostawy, numer telefonu, adres e-mail oraz hasło.',
                'Dane muszą być prawdziwe i aktualne. Klient może je w każdej chwili poprawić w swoim profilu.',
              ],
            },
            {
              kind: 'p',
              text: `Konto jest bezpłatne. Umowa o prowadzenie konta zostaje zawarta na czas nieokreślony z chwilą zakończenia rejestracji. Klient może ją w każdej chwili wypowiedzieć, usuwając konto w profilu lub pisząc na adres ${seller.customerServiceEmail}.`,
            },
            {
              kind: 'p',
              text: 'Hasło należy zachować w tajemnicy. Zamówienie można złożyć także bez rejestracji, jako gość. Sprzedawca może zablokować konto wykorzystywane niezgodnie z prawem lub regulaminem, informując Klienta o przyczynie.',
            },
          ],
        },
        {
          heading: '§ 4. Zamówienia',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                'Dodaj części do koszyka, podaj dane do dostawy i faktury oraz wybierz sposób płatności.',
                'Sprawdź podsumowanie i potwierdź zamówienie przyciskiem oznaczonym jako zamówienie z obowiązkiem zapłaty.',
                'Potwierdzimy otrzymanie zamówienia e-mailem. Umowa sprzedaży zostaje zawarta z chwilą otrzymania przez Klienta tego potwierdzenia.',
              ],
            },
            {
              kind: 'p',
              text: 'Zamówienia można składać przez całą dobę. Zamówienia złożone przed godziną 18:00 realizujemy natychmiast. Zamówienie przechodzi kolejno przez statusy: potwierdzone, w realizacji, wysłane i doręczone.',
            },
            {
              kind: 'p',
              text: 'Zamówienie można zmienić lub anulować w ciągu 1 godziny od jego złożenia, kontaktując się z biurem obsługi klienta; po tym czasie przechodzi do realizacji.',
            },
            {
              kind: 'p',
              text: 'Przed złożeniem zamówienia prosimy sprawdzić, czy część pasuje do pojazdu, np. na podstawie numeru VIN lub numeru OE części. Nasze biuro obsługi klienta chętnie w tym pomoże.',
            },
          ],
        },
        {
          heading: '§ 5. Ceny i płatności',
          blocks: [
            {
              kind: 'list',
              items: [
                'Ceny podane są w euro (EUR) i zawierają podatek VAT. Ewentualne koszty dostawy i dopłaty są widoczne przed potwierdzeniem zamówienia.',
                'Wiążąca dla stron jest cena widoczna w podsumowaniu zamówienia w chwili jego złożenia.',
                'Karta płatnicza (Visa, Mastercard, Maestro, American Express) na bezpiecznej stronie płatności naszego operatora płatności PaynetEasy.',
                'Przelew bankowy na nasz rachunek; dane do przelewu znajdują się w e-mailu potwierdzającym zamówienie. Towar wysyłamy po zaksięgowaniu wpłaty.',
              ],
            },
            {
              kind: 'p',
              text: 'Sposoby płatności dostępne dla danego zamówienia są widoczne przy składaniu zamówienia. Do każdego zamówienia wystawiamy fakturę VAT i przesyłamy ją e-mailem; składając zamówienie, Klient akceptuje faktury w formie elektronicznej.',
            },
          ],
        },
        {
          heading: '§ 6. Dostawa i koszty wysyłki',
          blocks: [
            {
              kind: 'list',
              items: [
                'Zwykła wysyłka jest bezpłatna.',
                'Do towarów wielkogabarytowych doliczamy dopłatę w wysokości podanej w poniższych tabelach: przy dostawie w Polsce za każdą sztukę, według grupy towaru; przy dostawie do innego kraju raz za zamówienie zawierające towar wielkogabarytowy, niezależnie od liczby takich towarów.',
                'Zamówienia złożone przed godziną 18:00 realizujemy natychmiast. Towary dostępne w magazynie wysyłamy w ciągu 1-2 dni roboczych od zaksięgowania płatności.',
                'Dostarczamy do krajów wymienionych w poniższej tabeli orientacyjnych czasów dostawy i do żadnych innych. Czasy podajemy w dniach roboczych od nadania; są one orientacyjne.',
              ],
            },
            {
              kind: 'deliveryRules',
              table: 'bulkyHome',
              caption: 'Dopłata za towary wielkogabarytowe w Polsce (za sztukę)',
              head: ['Towary', 'Kwota za sztukę'],
            },
            {
              kind: 'deliveryRules',
              table: 'bulkyAbroad',
              caption: 'Dopłata za towary wielkogabarytowe do innych krajów (raz za zamówienie)',
              head: ['Kraje', 'Kwota za zamówienie'],
            },
            {
              kind: 'deliveryRules',
              table: 'noBulky',
              text: 'Towarów wielkogabarytowych nie dostarczamy do następujących krajów: {countries}.',
            },
            {
              kind: 'deliveryRules',
              table: 'deliveryTimes',
              caption: 'Orientacyjne czasy dostawy',
              head: ['Kraje', 'Czas dostawy'],
            },
            {
              kind: 'p',
              text: 'Szwajcaria nie należy do UE: przy doręczeniu mogą zostać naliczone podatek VAT od importu i cło, które pokrywa odbiorca.',
            },
            {
              kind: 'p',
              text: `Prosimy sprawdzić przesyłkę przy odbiorze. Uszkodzenia powstałe w transporcie należy zgłosić w ciągu 2 dni roboczych od doręczenia, a zdjęcia przesyłki i części przesłać w ciągu 3 dni roboczych na adres ${seller.customerServiceEmail}. Pozwala to nam szybko dochodzić roszczeń od przewoźnika i nie ogranicza ustawowych praw konsumentów, na których ryzyko utraty lub uszkodzenia towaru przechodzi dopiero z chwilą jego wydania.`,
            },
          ],
        },
        {
          heading: '§ 7. Prawo odstąpienia od umowy',
          blocks: [
            {
              kind: 'p',
              text: 'Konsument może w terminie 14 dni odstąpić od umowy zawartej na odległość bez podawania przyczyny (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta). W naszym sklepie termin ten wydłużamy do 30 dni od doręczenia.',
            },
            {
              kind: 'list',
              items: [
                'Termin biegnie od dnia objęcia towaru w posiadanie przez Konsumenta lub wskazaną przez niego osobę trzecią inną niż przewoźnik; przy zamówieniu dostarczanym w częściach – od objęcia w posiadanie ostatniej części.',
                `Aby odstąpić od umowy, wystarczy złożyć jednoznaczne oświadczenie, np. e-mailem na adres ${seller.returnsEmail} lub pocztą. Można skorzystać z wzoru formularza odstąpienia, nie jest to jednak obowiązkowe. Do zachowania terminu wystarczy wysłanie oświadczenia przed jego upływem.`,
                'Towar należy odesłać w ciągu 14 dni od odstąpienia od umowy. Bezpośredni koszt zwrotu towaru ponosi Konsument.',
                'Zwracamy wszystkie otrzymane płatności, w tym koszt najtańszego zwykłego sposobu dostawy, w ciągu 14 dni od otrzymania oświadczenia, tym samym sposobem płatności, chyba że Konsument zgodzi się na inny. Możemy wstrzymać się ze zwrotem do chwili otrzymania towaru lub dowodu jego odesłania, w zależności od tego, co nastąpi wcześniej.',
                'Konsument odpowiada za zmniejszenie wartości towaru wynikające z korzystania z niego w sposób wykraczający poza konieczny do stwierdzenia jego charakteru, cech i funkcjonowania – dlatego prosimy nie montować części w pojeździe przed podjęciem decyzji o jej zatrzymaniu.',
              ],
            },
            {
              kind: 'p',
              text: 'Zgodnie z art. 38 ustawy o prawach konsumenta prawo odstąpienia nie przysługuje w odniesieniu do towarów wyprodukowanych według specyfikacji Konsumenta, towarów, które po dostarczeniu ze względu na swój charakter zostają nierozłącznie połączone z innymi rzeczami, ani towarów w zapieczętowanym opakowaniu, których po otwarciu nie można zwrócić ze względu na ochronę zdrowia lub higienę.',
            },
          ],
        },
        {
          heading: '§ 8. Zwroty',
          blocks: [
            {
              kind: 'p',
              text: 'Wszyscy Klienci – zarówno konsumenci, jak i firmy – mogą zwrócić nowe, nieużywane części w ciągu 30 dni od doręczenia w następujący sposób:',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                `Zgłoś zwrot w ciągu 30 dni od doręczenia e-mailem na adres ${seller.returnsEmail}, podając numer zamówienia i zwracane części.`,
                'Nadamy numer zwrotu i wskażemy adres, na który należy wysłać paczkę.',
                'Wyślij części w ciągu 7 dni od akceptacji zwrotu – nieużywane, niezamontowane, w oryginalnym opakowaniu i z numerem zwrotu.',
                'Po sprawdzeniu części zwrócimy pieniądze i wystawimy fakturę korygującą albo wyślemy część na wymianę – zgodnie z Twoim wyborem.',
              ],
            },
            {
              kind: 'p',
              text: 'Ta procedura to najprostszy sposób skorzystania z prawa odstąpienia opisanego w § 7; nie ogranicza ona ustawowych praw konsumentów.',
            },
          ],
        },
        {
          heading: '§ 9. Rękojmia i reklamacje',
          blocks: [
            {
              kind: 'p',
              text: 'Wobec konsumentów odpowiadamy za brak zgodności towaru z umową istniejący w chwili dostarczenia i ujawniony w ciągu 2 lat od dostarczenia towaru nowego. W przypadku części używanych, jeśli wskazano to w opisie produktu, termin ten wynosi 1 rok.',
            },
            {
              kind: 'list',
              items: [
                'Konsument może żądać naprawy albo wymiany części.',
                'Jeżeli naprawa lub wymiana jest niemożliwa, nieskuteczna albo wymagałaby od nas nadmiernych kosztów, Konsument może żądać obniżenia ceny albo odstąpić od umowy; odstąpienie nie jest możliwe, gdy brak zgodności jest nieistotny.',
                'Koszty naprawy lub wymiany, w tym dostarczenia części do nas i z powrotem, ponosimy my.',
              ],
            },
            {
              kind: 'p',
              text: `Reklamację należy przesłać na adres ${seller.customerServiceEmail}, podając numer zamówienia, opis wady i – w miarę możliwości – zdjęcia. Prosimy o zgłoszenie wady w ciągu dwóch miesięcy od jej wykrycia, abyśmy mogli szybko pomóc; przekroczenie tego terminu nie wpływa na uprawnienia konsumenta. Na reklamację konsumenta odpowiadamy w ciągu 14 dni; brak odpowiedzi w tym terminie oznacza uznanie reklamacji.`,
            },
            {
              kind: 'p',
              text: 'Jeżeli opis produktu wskazuje gwarancję producenta, przysługuje ona niezależnie od ustawowej odpowiedzialności Sprzedawcy i jej nie ogranicza.',
            },
          ],
        },
        {
          heading: '§ 10. Dane osobowe',
          blocks: [
            {
              kind: 'p',
              text: `Administratorem danych osobowych jest ${seller.companyName}. Przetwarzamy dane Klientów w celu zawarcia i wykonania umów, prowadzenia kont oraz wypełnienia obowiązków prawnych. Z inspektorem ochrony danych można się skontaktować pod adresem ${seller.dataProtectionOfficerEmail}.`,
            },
            {
              kind: 'cards',
              items: [
                {
                  title: 'Polityka prywatności',
                  text: 'Cele i podstawy prawne przetwarzania, odbiorcy danych, okresy przechowywania, pliki cookies i Twoje prawa.',
                  to: PRIVACY_PATH,
                  linkLabel: 'Przeczytaj politykę prywatności',
                },
              ],
            },
          ],
        },
        {
          heading: '§ 11. Klienci firmowi (B2B)',
          blocks: [
            {
              kind: 'list',
              items: [
                'Aby otrzymać fakturę wystawioną na firmę, należy przy zamówieniu podać nazwę firmy i numer NIP.',
                'Odpowiedzialność z tytułu rękojmi wobec Klientów firmowych trwa 1 rok od wydania towaru. Klient powinien zbadać towar przy odbiorze i niezwłocznie zawiadomić nas o wadach (art. 563 Kodeksu cywilnego).',
                'Wobec Klientów firmowych nasza odpowiedzialność jest ograniczona do ceny towaru i nie obejmuje utraconych korzyści.',
                'Ryzyko utraty lub uszkodzenia towaru przechodzi na Klienta firmowego z chwilą wydania towaru przewoźnikowi.',
                'Klienci firmowi również mogą korzystać z 30-dniowych zwrotów opisanych w § 8.',
              ],
            },
            {
              kind: 'p',
              text: 'Osoba fizyczna prowadząca jednoosobową działalność gospodarczą, która kupuje na potrzeby firmy, ale zakup nie ma dla niej charakteru zawodowego (co wynika z jej wpisu w Centralnej Ewidencji i Informacji o Działalności Gospodarczej), korzysta z uprawnień konsumenta dotyczących odstąpienia od umowy, rękojmi i ochrony przed klauzulami niedozwolonymi (art. 38a ustawy o prawach konsumenta). Powyższe ograniczenia jej nie dotyczą.',
            },
          ],
        },
        {
          heading: '§ 12. Pozasądowe rozwiązywanie sporów',
          blocks: [
            {
              kind: 'p',
              text: 'Konsument może skorzystać z pozasądowych sposobów rozpatrywania reklamacji i dochodzenia roszczeń, na przykład:',
            },
            {
              kind: 'list',
              items: [
                'z bezpłatnej pomocy miejskiego lub powiatowego rzecznika konsumentów;',
                'z mediacji lub stałego polubownego sądu konsumenckiego przy wojewódzkim inspektoracie Inspekcji Handlowej;',
                'z pomocy Europejskiego Centrum Konsumenckiego w Polsce w sporach z przedsiębiorcą z innego kraju UE.',
              ],
            },
            {
              kind: 'p',
              text: 'Unijna platforma internetowego rozstrzygania sporów (ODR) Komisji Europejskiej zakończyła działalność 20 lipca 2025 r.; wykaz podmiotów uprawnionych do rozwiązywania sporów konsumenckich prowadzi Prezes Urzędu Ochrony Konkurencji i Konsumentów na stronie uokik.gov.pl. Skorzystanie z tych procedur jest dobrowolne dla obu stron i nie wyłącza drogi sądowej.',
            },
          ],
        },
        {
          heading: '§ 13. Zmiany regulaminu',
          blocks: [
            {
              kind: 'p',
              text: 'Możemy zmienić regulamin z ważnych przyczyn, takich jak zmiana przepisów prawa, sposobów płatności lub dostawy albo zakresu świadczonych usług.',
            },
            {
              kind: 'p',
              text: 'O każdej zmianie informujemy na tej stronie oraz e-mailem zarejestrowanych Klientów co najmniej 4 tygodnie przed jej wejściem w życie. Do zamówień złożonych wcześniej stosuje się regulamin obowiązujący w chwili ich złożenia. Klient, który nie akceptuje zmian, może usunąć konto przed ich wejściem w życie.',
            },
          ],
        },
        {
          heading: '§ 14. Postanowienia końcowe',
          blocks: [
            {
              kind: 'p',
              text: 'Do regulaminu i umów zawartych na jego podstawie stosuje się prawo polskie, w szczególności ustawę z dnia 23 kwietnia 1964 r. – Kodeks cywilny oraz ustawę z dnia 30 maja 2014 r. o prawach konsumenta. Wybór prawa polskiego nie pozbawia konsumenta mającego miejsce zwykłego pobytu w innym państwie UE ochrony przysługującej mu na podstawie bezwzględnie obowiązujących przepisów prawa tego państwa.',
            },
            {
              kind: 'p',
              text: 'Spory z Klientami firmowymi rozstrzyga sąd właściwy dla siedziby Sprzedawcy, a spory z konsumentami – sąd właściwy według przepisów ogólnych.',
            },
            {
              kind: 'p',
              text: `Regulamin jest dostępny w języku polskim i angielskim; obie wersje mają tę samą treść. Adres do wszelkiej korespondencji: ${postalAddress(seller, 'pl')}.`,
            },
          ],
        },
      ],
    },
  };
}
