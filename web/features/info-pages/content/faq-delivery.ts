/**
 * The Delivery FAQ (/faq/delivery) in English and Polish: delivery costs, the bulky-goods surcharges in
 * Poland (per piece) and to other countries (once per order), the countries that take no bulky items,
 * estimated delivery times per country, dispatch times, carriers and what to do with a damaged parcel.
 * Both languages have the same sections and blocks. The amounts, countries and delivery times are the
 * shop settings' (GET /api/delivery-rules): the `deliveryRules` blocks are filled with them when the
 * page is shown, so the text here never names an amount or a country's delivery time.
 */
import type { Seller } from '#api/contract/seller.ts';
import type { Bilingual } from '../content-types.ts';

export function faqDeliveryPage(seller: Seller): Bilingual {
  const email = seller.customerServiceEmail;
  return {
    en: {
      title: 'Delivery',
      metaDescription:
        'Delivery costs, bulky-goods surcharges, estimated delivery times and carriers for car parts shipped to Poland and across Europe.',
      intro:
        'We ship car parts from Poland to customers all over Europe. This page explains what delivery costs, how long it takes and who brings your parcel.',
      sections: [
        {
          heading: 'Delivery costs',
          blocks: [
            {
              kind: 'p',
              text: 'Ordinary delivery is free: a parcel of ordinary parts costs you nothing to ship, to every country we deliver to.',
            },
            {
              kind: 'p',
              text: 'Large or heavy parts need special packaging and often a freight service, so a bulky-goods surcharge applies to them: in Poland per piece, to other countries once per order. All amounts are in EUR and include VAT; the checkout shows the surcharge of your order before you place it.',
            },
          ],
        },
        {
          heading: 'Bulky-goods surcharge in Poland',
          blocks: [
            {
              kind: 'p',
              text: 'For deliveries within Poland the surcharge is charged per piece, by the item’s group: two bumpers cost twice the surcharge of one.',
            },
            {
              kind: 'deliveryRules',
              table: 'bulkyHome',
              caption: 'Bulky-goods surcharge in Poland, per piece',
              head: ['Items', 'Surcharge per piece'],
            },
          ],
        },
        {
          heading: 'Bulky-goods surcharge to other countries',
          blocks: [
            {
              kind: 'p',
              text: 'When bulky parts are sent outside Poland, the surcharge depends on the destination country and is charged once per order, however many bulky items the order holds.',
            },
            {
              kind: 'deliveryRules',
              table: 'bulkyAbroad',
              caption: 'Bulky-goods surcharge by destination country, once per order',
              head: ['Destination countries', 'Surcharge per order'],
            },
            {
              kind: 'deliveryRules',
              table: 'noBulky',
              text: 'We do not send bulky items to {countries}; ordinary parts are delivered there as usual.',
            },
          ],
        },
        {
          heading: 'Estimated delivery times',
          blocks: [
            {
              kind: 'p',
              text: 'We deliver to the countries in the table below, which shows the usual delivery time for each; we do not deliver to other countries.',
            },
            {
              kind: 'deliveryRules',
              table: 'deliveryTimes',
              caption: 'Estimated delivery time by country',
              head: ['Countries', 'Estimated delivery time'],
            },
            {
              kind: 'p',
              text: 'Times are working days from dispatch and are estimates, not guarantees. A "+" means that parcels to remote areas can take longer.',
            },
          ],
        },
        {
          heading: 'When your order ships',
          blocks: [
            {
              kind: 'list',
              items: [
                'Orders placed before 18:00 are processed immediately.',
                'Processing, that is picking, checking and packing your parts, takes 1-2 business days.',
                'Items in stock ship within 1-2 working days of payment.',
                'If you pay by bank transfer, we ship as soon as your payment has arrived.',
                'Once the parcel is on its way, you can follow it on the Track Order page with your order number.',
              ],
            },
          ],
        },
        {
          heading: 'Carriers',
          blocks: [
            {
              kind: 'p',
              text: 'We ship with UPS, DHL, FedEx, GLS, DPD and Hermes. For each parcel we pick the carrier that suits the destination, size and weight best.',
            },
          ],
        },
        {
          heading: 'If a parcel arrives damaged',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                'Check the parcel when it arrives. If the box is visibly damaged, ask the driver to note it on the delivery receipt.',
                `Report the damage to us within 2 working days of delivery at ${email}, quoting your order number.`,
                'Send us photos of the packaging and the damaged part within 3 working days of delivery.',
                'We handle the claim with the carrier and send you a replacement or refund the part.',
              ],
            },
          ],
        },
        {
          heading: 'Questions about delivery',
          blocks: [
            {
              kind: 'qa',
              items: [
                {
                  question: 'Is delivery free?',
                  answer: [
                    'Yes, ordinary delivery is free. Only bulky parts such as bumpers, bonnets or exhausts carry a surcharge: in Poland per piece, to other countries once per order. The tables above list the amounts.',
                  ],
                },
                {
                  question: 'Why is there a delivery surcharge for bumpers and other bulky parts?',
                  answer: [
                    'Bumpers, bonnets, tow bars and similar parts are too large or heavy for a standard parcel. They need reinforced packaging and often a freight service, which costs considerably more to ship.',
                  ],
                },
                {
                  question: 'How long does delivery take to my country?',
                  answer: [
                    'It depends on the country: the table of estimated delivery times above lists every country we deliver to, in working days after dispatch.',
                  ],
                },
                {
                  question: 'Can I change the delivery address after ordering?',
                  answer: [
                    `Yes, within 1 hour of placing the order: write to ${email} or call ${seller.phone} with your order number. After that the order enters processing and the address can no longer be changed.`,
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    pl: {
      title: 'Dostawa',
      metaDescription:
        'Koszty dostawy, dopłaty za gabaryty, orientacyjne czasy dostawy i przewoźnicy – wysyłka części samochodowych w Polsce i do całej Europy.',
      intro:
        'Wysyłamy części samochodowe z Polski do klientów w całej Europie. Na tej stronie sprawdzisz, ile kosztuje dostawa, ile trwa i kto dostarczy Twoją paczkę.',
      sections: [
        {
          heading: 'Koszty dostawy',
          blocks: [
            {
              kind: 'p',
              text: 'Zwykła dostawa jest bezpłatna: za wysyłkę paczki ze zwykłymi częściami nic nie płacisz, do każdego kraju, do którego dostarczamy.',
            },
            {
              kind: 'p',
              text: 'Duże lub ciężkie części wymagają specjalnego opakowania, a często także przesyłki paletowej, dlatego obowiązuje za nie dopłata za gabaryt: w Polsce za każdą sztukę, do innych krajów raz za zamówienie. Wszystkie kwoty podajemy w EUR z VAT; dopłatę za Twoje zamówienie zobaczysz przed jego złożeniem.',
            },
          ],
        },
        {
          heading: 'Dopłata za gabaryty w Polsce',
          blocks: [
            {
              kind: 'p',
              text: 'Przy dostawie na terenie Polski dopłatę naliczamy za każdą sztukę, według grupy produktu – za dwa zderzaki zapłacisz więc dwie dopłaty.',
            },
            {
              kind: 'deliveryRules',
              table: 'bulkyHome',
              caption: 'Dopłata za gabaryty w Polsce, za sztukę',
              head: ['Produkty', 'Dopłata za sztukę'],
            },
          ],
        },
        {
          heading: 'Dopłata za gabaryty do innych krajów',
          blocks: [
            {
              kind: 'p',
              text: 'Przy wysyłce części gabarytowych poza Polskę wysokość dopłaty zależy od kraju dostawy, a naliczamy ją raz za zamówienie – niezależnie od liczby produktów gabarytowych w zamówieniu.',
            },
            {
              kind: 'deliveryRules',
              table: 'bulkyAbroad',
              caption: 'Dopłata za gabaryty według kraju dostawy, raz za zamówienie',
              head: ['Kraje dostawy', 'Dopłata za zamówienie'],
            },
            {
              kind: 'deliveryRules',
              table: 'noBulky',
              text: 'Produktów gabarytowych nie wysyłamy do tych krajów: {countries}. Zwykłe części dostarczamy tam bez zmian.',
            },
          ],
        },
        {
          heading: 'Orientacyjne czasy dostawy',
          blocks: [
            {
              kind: 'p',
              text: 'Dostarczamy do krajów wymienionych w tabeli poniżej, wraz z typowym czasem dostawy do każdego z nich; do innych krajów nie wysyłamy.',
            },
            {
              kind: 'deliveryRules',
              table: 'deliveryTimes',
              caption: 'Orientacyjny czas dostawy według kraju',
              head: ['Kraje', 'Orientacyjny czas dostawy'],
            },
            {
              kind: 'p',
              text: 'Podajemy dni robocze liczone od nadania paczki; są to czasy orientacyjne, a nie gwarantowane. Znak „+” oznacza, że do odległych miejscowości przesyłka może jechać dłużej.',
            },
          ],
        },
        {
          heading: 'Kiedy wysyłamy zamówienie',
          blocks: [
            {
              kind: 'list',
              items: [
                'Zamówienia złożone przed 18:00 realizujemy od razu.',
                'Realizacja, czyli skompletowanie, sprawdzenie i spakowanie części, trwa 1–2 dni robocze.',
                'Produkty dostępne w magazynie wysyłamy w ciągu 1–2 dni roboczych od zaksięgowania płatności.',
                'Przy płatności przelewem wysyłamy paczkę, gdy tylko pieniądze wpłyną na nasze konto.',
                'Gdy paczka jest już w drodze, możesz ją śledzić na stronie Śledzenie zamówienia, podając numer zamówienia.',
              ],
            },
          ],
        },
        {
          heading: 'Przewoźnicy',
          blocks: [
            {
              kind: 'p',
              text: 'Współpracujemy z firmami UPS, DHL, FedEx, GLS, DPD i Hermes. Dla każdej paczki wybieramy przewoźnika najlepiej dopasowanego do kraju dostawy, rozmiaru i wagi przesyłki.',
            },
          ],
        },
        {
          heading: 'Jeśli paczka dotrze uszkodzona',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                'Obejrzyj paczkę przy odbiorze. Jeśli karton jest widocznie uszkodzony, poproś kuriera o adnotację na potwierdzeniu doręczenia.',
                `Zgłoś nam szkodę w ciągu 2 dni roboczych od doręczenia, pisząc na adres ${email} i podając numer zamówienia.`,
                'Prześlij zdjęcia opakowania i uszkodzonej części w ciągu 3 dni roboczych od doręczenia.',
                'Reklamację u przewoźnika załatwiamy sami, a Tobie wysyłamy nową część albo zwracamy pieniądze.',
              ],
            },
          ],
        },
        {
          heading: 'Pytania o dostawę',
          blocks: [
            {
              kind: 'qa',
              items: [
                {
                  question: 'Czy dostawa jest bezpłatna?',
                  answer: [
                    'Tak, zwykła dostawa jest bezpłatna. Dopłata obowiązuje tylko za części gabarytowe, takie jak zderzaki, maski czy elementy układu wydechowego: w Polsce za każdą sztukę, do innych krajów raz za zamówienie. Kwoty znajdziesz w tabelach powyżej.',
                  ],
                },
                {
                  question: 'Dlaczego za dostawę zderzaka i innych dużych części jest dopłata?',
                  answer: [
                    'Zderzaki, maski, haki holownicze i podobne części są za duże lub za ciężkie na zwykłą paczkę. Wymagają wzmocnionego opakowania, a często przesyłki paletowej, której wysyłka kosztuje znacznie więcej.',
                  ],
                },
                {
                  question: 'Ile trwa dostawa do mojego kraju?',
                  answer: [
                    'To zależy od kraju: tabela orientacyjnych czasów dostawy powyżej podaje go dla każdego kraju, do którego dostarczamy, w dniach roboczych od nadania.',
                  ],
                },
                {
                  question: 'Czy mogę zmienić adres dostawy po złożeniu zamówienia?',
                  answer: [
                    `Tak, w ciągu 1 godziny od złożenia zamówienia: napisz na ${email} lub zadzwoń pod numer ${seller.phone}, podając numer zamówienia. Później zamówienie przechodzi do realizacji i adresu nie da się już zmienić.`,
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  };
}
