/**
 * The Delivery FAQ (/faq/delivery) in English and Polish: delivery costs, the bulky-goods surcharges in
 * Poland (per piece) and to other European countries, estimated delivery times per country, dispatch
 * times, carriers and what to do with a damaged parcel. Both
 * languages have the same sections, blocks and table rows; Polish amounts use a decimal comma.
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
              text: 'Standard delivery within the EU is free for most items: ordinary parcels cost you nothing to ship, and your cart and checkout show shipping as free. Where a shipping fee does apply, it is charged once per order, not per item.',
            },
            {
              kind: 'p',
              text: 'Large or heavy parts need special packaging and often a freight service, so a bulky-goods surcharge applies to them. All amounts are in EUR and include VAT.',
            },
          ],
        },
        {
          heading: 'Bulky-goods surcharge in Poland',
          blocks: [
            {
              kind: 'p',
              text: 'For deliveries within Poland the surcharge is charged per piece, so two bumpers cost twice the surcharge of one.',
            },
            {
              kind: 'table',
              caption: 'Bulky-goods surcharge in Poland, per piece',
              head: ['Items', 'Surcharge per piece'],
              rows: [
                ['Manifolds, catalytic converters, silencers', '5 EUR'],
                ['Batteries, fenders, sills, fuel tanks, side panels, spoilers, bumpers', '10 EUR'],
                ['Front cowlings, tow bars, engine covers, bonnets', '15 EUR'],
              ],
            },
          ],
        },
        {
          heading: 'Bulky-goods surcharge to other European countries',
          blocks: [
            {
              kind: 'p',
              text: 'When bulky parts are sent outside Poland, the surcharge depends on the destination country.',
            },
            {
              kind: 'table',
              caption: 'Bulky-goods surcharge by destination country',
              head: ['Destination countries', 'Surcharge'],
              rows: [
                ['Austria, Belgium, Netherlands, Luxembourg, Switzerland', '26.95 EUR'],
                ['Czech Republic', '20.95 EUR'],
                ['Finland, Slovakia', '30.95 EUR'],
                ['France', '36.95 EUR'],
                ['Italy', '46.95 EUR'],
                ['Germany', '57.00 EUR'],
                ['Denmark', '85.00 EUR'],
                ['Hungary', '88.00 EUR'],
                ['Slovenia', '89.95 EUR'],
                ['Estonia', '95.95 EUR'],
                ['Latvia, Lithuania', '96.95 EUR'],
                ['Sweden', '98.00 EUR'],
                ['Bulgaria', '102.00 EUR'],
                ['Romania', '104.00 EUR'],
                ['Spain', '109.95 EUR'],
                ['Portugal', '111.95 EUR'],
                ['Greece', '140.95 EUR'],
              ],
            },
          ],
        },
        {
          heading: 'Estimated delivery times',
          blocks: [
            {
              kind: 'p',
              text: 'Standard delivery in Europe takes 3-7 working days; parcels to the alpine region take about 3 days. The table shows the usual time for each country.',
            },
            {
              kind: 'table',
              caption: 'Estimated delivery time by country',
              head: ['Countries', 'Estimated delivery time'],
              rows: [
                ['Belgium, Netherlands, Czech Republic, Germany, Poland, Slovenia, Sweden', '2 days'],
                ['Austria', '2-3 days'],
                ['France, Italy, Spain, Portugal', '3 days'],
                ['Ireland, Hungary, Latvia, Lithuania, Romania', '3-4 days'],
                ['Estonia, Finland, Norway', '3-5 days'],
                ['Bulgaria, Bosnia and Herzegovina, Greece', '3-5+ days'],
              ],
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
                    'Yes, standard delivery within the EU is free for most items. Only bulky parts such as bumpers, bonnets or exhausts carry a surcharge; the tables above list the amounts for Poland and for other countries.',
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
                    'Usually 2 to 5 working days after dispatch, depending on the country: for example 2 days to Germany or Poland, 3 days to France and 3-4 days to Ireland. Standard delivery anywhere in Europe takes 3-7 working days.',
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
              text: 'Standardowa dostawa na terenie UE jest bezpłatna dla większości produktów: za wysyłkę zwykłej paczki nic nie płacisz, a koszyk i formularz zamówienia pokazują darmową dostawę. Jeśli opłata za wysyłkę jednak obowiązuje, doliczamy ją raz do całego zamówienia, a nie do każdej pozycji.',
            },
            {
              kind: 'p',
              text: 'Duże lub ciężkie części wymagają specjalnego opakowania, a często także przesyłki paletowej, dlatego obowiązuje za nie dopłata za gabaryt. Wszystkie kwoty podajemy w EUR z VAT.',
            },
          ],
        },
        {
          heading: 'Dopłata za gabaryty w Polsce',
          blocks: [
            {
              kind: 'p',
              text: 'Przy dostawie na terenie Polski dopłatę naliczamy za każdą sztukę – za dwa zderzaki zapłacisz więc dwie dopłaty.',
            },
            {
              kind: 'table',
              caption: 'Dopłata za gabaryty w Polsce, za sztukę',
              head: ['Produkty', 'Dopłata za sztukę'],
              rows: [
                ['Kolektory, katalizatory, tłumiki', '5 EUR'],
                [
                  'Akumulatory, błotniki, progi, zbiorniki paliwa, panele boczne, spojlery, zderzaki',
                  '10 EUR',
                ],
                ['Pasy przednie, haki holownicze, osłony silnika, maski', '15 EUR'],
              ],
            },
          ],
        },
        {
          heading: 'Dopłata za gabaryty do innych krajów Europy',
          blocks: [
            {
              kind: 'p',
              text: 'Przy wysyłce części gabarytowych poza Polskę wysokość dopłaty zależy od kraju dostawy.',
            },
            {
              kind: 'table',
              caption: 'Dopłata za gabaryty według kraju dostawy',
              head: ['Kraje dostawy', 'Dopłata'],
              rows: [
                ['Austria, Belgia, Holandia, Luksemburg, Szwajcaria', '26,95 EUR'],
                ['Czechy', '20,95 EUR'],
                ['Finlandia, Słowacja', '30,95 EUR'],
                ['Francja', '36,95 EUR'],
                ['Włochy', '46,95 EUR'],
                ['Niemcy', '57,00 EUR'],
                ['Dania', '85,00 EUR'],
                ['Węgry', '88,00 EUR'],
                ['Słowenia', '89,95 EUR'],
                ['Estonia', '95,95 EUR'],
                ['Łotwa, Litwa', '96,95 EUR'],
                ['Szwecja', '98,00 EUR'],
                ['Bułgaria', '102,00 EUR'],
                ['Rumunia', '104,00 EUR'],
                ['Hiszpania', '109,95 EUR'],
                ['Portugalia', '111,95 EUR'],
                ['Grecja', '140,95 EUR'],
              ],
            },
          ],
        },
        {
          heading: 'Orientacyjne czasy dostawy',
          blocks: [
            {
              kind: 'p',
              text: 'Standardowa dostawa w Europie trwa 3–7 dni roboczych, a do regionu alpejskiego około 3 dni. W tabeli znajdziesz typowy czas dostawy do poszczególnych krajów.',
            },
            {
              kind: 'table',
              caption: 'Orientacyjny czas dostawy według kraju',
              head: ['Kraje', 'Orientacyjny czas dostawy'],
              rows: [
                ['Belgia, Holandia, Czechy, Niemcy, Polska, Słowenia, Szwecja', '2 dni'],
                ['Austria', '2–3 dni'],
                ['Francja, Włochy, Hiszpania, Portugalia', '3 dni'],
                ['Irlandia, Węgry, Łotwa, Litwa, Rumunia', '3–4 dni'],
                ['Estonia, Finlandia, Norwegia', '3–5 dni'],
                ['Bułgaria, Bośnia i Hercegowina, Grecja', '3–5+ dni'],
              ],
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
                    'Tak, standardowa dostawa na terenie UE jest bezpłatna dla większości produktów. Dopłata obowiązuje tylko za części gabarytowe, takie jak zderzaki, maski czy elementy układu wydechowego – kwoty dla Polski i innych krajów znajdziesz w tabelach powyżej.',
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
                    'Zwykle od 2 do 5 dni roboczych od nadania, zależnie od kraju: na przykład 2 dni do Niemiec lub w Polsce, 3 dni do Francji i 3–4 dni do Irlandii. Standardowa dostawa w dowolne miejsce w Europie trwa 3–7 dni roboczych.',
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
