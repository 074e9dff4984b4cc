/**
 * The Payments FAQ (/faq/payments) in English and Polish: the payment methods (cards on the PaynetEasy
 * hosted payment page, bank transfer, and PayPal, Klarna, Vipps, EPS, iDEAL and BLIK where the payment
 * page offers them), how payments are protected (3-D Secure, no card data kept by the shop, TLS), prices
 * in EUR with VAT, and a few questions. Checkout itself offers card
 * payment and bank transfer; the other methods are worded as depending on country and availability.
 */
import type { Seller } from '#api/contract/seller.ts';
import type { Bilingual } from '../content-types.ts';

export function faqPaymentsPage(seller: Seller): Bilingual {
  const email = seller.customerServiceEmail;
  return {
    en: {
      title: 'Payments',
      metaDescription:
        'Pay for car parts by card, bank transfer or local payment methods such as BLIK, iDEAL or EPS. How payments are secured, and prices in EUR including VAT.',
      intro:
        'Pay the way that suits you: by card, by bank transfer or, depending on your country, with a wallet, pay later or a local payment method. All prices are in EUR and include VAT.',
      sections: [
        {
          heading: 'Payment methods',
          blocks: [
            {
              kind: 'table',
              caption: 'Payment methods',
              head: ['Method', 'Where', 'How it works'],
              rows: [
                [
                  'Card: Visa, Mastercard, Maestro, American Express',
                  'All countries',
                  'Choose card payment at checkout and enter your card details on the secure PaynetEasy payment page.',
                ],
                [
                  'Bank transfer',
                  'All countries',
                  'We e-mail you our bank details. Pay the total with your order number as the reference; we ship once the payment has arrived.',
                ],
                [
                  'PayPal',
                  'Where available at checkout',
                  'Log in to PayPal on the payment page and confirm the payment.',
                ],
                ['Klarna', 'Where available at checkout', 'Receive your parts first and pay within 30 days.'],
                ['Vipps', 'Norway, where available', 'Confirm the payment in the Vipps app on your phone.'],
                [
                  'EPS',
                  'Austria, where available',
                  'Pay by online transfer from your Austrian bank account.',
                ],
                ['iDEAL', 'Netherlands, where available', 'Confirm the payment in your Dutch banking app.'],
                ['BLIK', 'Poland, where available', 'Enter the 6-digit code from your banking app.'],
              ],
            },
            {
              kind: 'p',
              text: 'Card payment and bank transfer are available for every order. PayPal, Klarna, Vipps, EPS, iDEAL and BLIK are offered where available at checkout: the payment page shows the methods available for your country, and only those can be used for your order.',
            },
          ],
        },
        {
          heading: 'Cards we accept',
          blocks: [
            {
              kind: 'list',
              items: ['Visa', 'Mastercard', 'Maestro', 'American Express'],
            },
            {
              kind: 'p',
              text: 'Credit and debit cards of these schemes are accepted. After paying you return to our shop, where the payment status is shown and updates by itself.',
            },
          ],
        },
        {
          heading: 'Local payment methods',
          blocks: [
            {
              kind: 'list',
              items: ['EPS – Austria', 'iDEAL – Netherlands', 'BLIK – Poland', 'Vipps – Norway'],
            },
          ],
        },
        {
          heading: 'How your payment is protected',
          blocks: [
            {
              kind: 'list',
              items: [
                '3-D Secure: your bank may ask you to confirm a card payment in its app or with a one-time code, so nobody else can pay with your card.',
                'We never see or store your card details: you enter them only on the PaynetEasy payment page, and the payment provider processes them.',
                'The shop and the payment page use encrypted TLS connections, shown by the padlock in your browser.',
              ],
            },
          ],
        },
        {
          heading: 'Prices and VAT',
          blocks: [
            {
              kind: 'p',
              text: 'All prices are in euro (EUR) and include VAT. Any delivery surcharge for bulky parts is added on top; see the Delivery page.',
            },
          ],
        },
        {
          heading: 'Questions about payments',
          blocks: [
            {
              kind: 'qa',
              items: [
                {
                  question: 'Is it safe to pay by card?',
                  answer: [
                    'Yes. You enter your card details on the PaynetEasy payment page over an encrypted connection, your bank confirms the payment with 3-D Secure, and we never store your card data.',
                  ],
                },
                {
                  question: 'When is my card charged?',
                  answer: [
                    'When you confirm the payment on the payment page. Your order is confirmed as soon as the payment provider approves the payment.',
                  ],
                },
                {
                  question: 'What happens if my card payment fails?',
                  answer: [
                    'If the payment is not completed, the order is cancelled and nothing is charged. Your cart is kept, so you can try again with another card or choose bank transfer.',
                  ],
                },
                {
                  question: 'How do I pay by bank transfer?',
                  answer: [
                    'Choose bank transfer at checkout and place the order. We e-mail you the confirmation and our bank details; transfer the total with your order number as the payment reference. We ship as soon as the payment has arrived.',
                  ],
                },
                {
                  question: 'Can I pay later with Klarna, or pay with PayPal or BLIK?',
                  answer: [
                    'Where the payment page offers them for your country, yes: with Klarna you pay within 30 days. If a method is not shown, please pay by card or bank transfer.',
                    `Questions about a payment? Write to ${email}.`,
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    pl: {
      title: 'Płatności',
      metaDescription:
        'Zapłać za części kartą, przelewem lub lokalną metodą płatności, np. BLIK, iDEAL czy EPS. Jak chronimy płatności; ceny w EUR z VAT.',
      intro:
        'Zapłać tak, jak Ci wygodnie: kartą, przelewem albo – zależnie od kraju – portfelem elektronicznym, płatnością odroczoną lub lokalną metodą płatności. Wszystkie ceny podajemy w EUR i zawierają one VAT.',
      sections: [
        {
          heading: 'Metody płatności',
          blocks: [
            {
              kind: 'table',
              caption: 'Metody płatności',
              head: ['Metoda', 'Gdzie', 'Jak to działa'],
              rows: [
                [
                  'Karta: Visa, Mastercard, Maestro, American Express',
                  'Wszystkie kraje',
                  'Wybierz płatność kartą przy składaniu zamówienia i podaj dane karty na bezpiecznej stronie płatności PaynetEasy.',
                ],
                [
                  'Przelew bankowy',
                  'Wszystkie kraje',
                  'Dane do przelewu wyślemy Ci e-mailem. Przelej całą kwotę, wpisując numer zamówienia w tytule; paczkę wyślemy po zaksięgowaniu wpłaty.',
                ],
                [
                  'PayPal',
                  'Jeśli jest dostępny przy płatności',
                  'Zaloguj się do PayPala na stronie płatności i potwierdź płatność.',
                ],
                [
                  'Klarna',
                  'Jeśli jest dostępna przy płatności',
                  'Najpierw otrzymujesz części, a płacisz w ciągu 30 dni.',
                ],
                [
                  'Vipps',
                  'Norwegia, jeśli jest dostępny',
                  'Potwierdź płatność w aplikacji Vipps w telefonie.',
                ],
                [
                  'EPS',
                  'Austria, jeśli jest dostępny',
                  'Zapłać przelewem online z konta w austriackim banku.',
                ],
                [
                  'iDEAL',
                  'Holandia, jeśli jest dostępny',
                  'Potwierdź płatność w aplikacji swojego holenderskiego banku.',
                ],
                ['BLIK', 'Polska, jeśli jest dostępny', 'Wpisz 6-cyfrowy kod z aplikacji swojego banku.'],
              ],
            },
            {
              kind: 'p',
              text: 'Płatność kartą i przelew są dostępne przy każdym zamówieniu. PayPal, Klarna, Vipps, EPS, iDEAL i BLIK oferujemy tam, gdzie są dostępne przy płatności: strona płatności pokazuje metody dostępne w Twoim kraju i tylko z nich można skorzystać.',
            },
          ],
        },
        {
          heading: 'Akceptowane karty',
          blocks: [
            {
              kind: 'list',
              items: ['Visa', 'Mastercard', 'Maestro', 'American Express'],
            },
            {
              kind: 'p',
              text: 'Przyjmujemy karty kredytowe i debetowe tych organizacji. Po zapłacie wracasz do naszego sklepu, gdzie widzisz status płatności, który aktualizuje się automatycznie.',
            },
          ],
        },
        {
          heading: 'Lokalne metody płatności',
          blocks: [
            {
              kind: 'list',
              items: ['EPS – Austria', 'iDEAL – Holandia', 'BLIK – Polska', 'Vipps – Norwegia'],
            },
          ],
        },
        {
          heading: 'Jak chronimy Twoją płatność',
          blocks: [
            {
              kind: 'list',
              items: [
                '3-D Secure: bank może poprosić Cię o potwierdzenie płatności kartą w aplikacji lub jednorazowym kodem, dzięki czemu nikt inny nie zapłaci Twoją kartą.',
                'Nie widzimy i nie przechowujemy danych Twojej karty: wpisujesz je wyłącznie na stronie płatności PaynetEasy, a przetwarza je operator płatności.',
                'Sklep i strona płatności korzystają z szyfrowanych połączeń TLS – poznasz to po kłódce w przeglądarce.',
              ],
            },
          ],
        },
        {
          heading: 'Ceny i VAT',
          blocks: [
            {
              kind: 'p',
              text: 'Wszystkie ceny podajemy w euro (EUR) i zawierają one VAT. Ewentualną dopłatę za dostawę części gabarytowych doliczamy osobno – szczegóły znajdziesz na stronie Dostawa.',
            },
          ],
        },
        {
          heading: 'Pytania o płatności',
          blocks: [
            {
              kind: 'qa',
              items: [
                {
                  question: 'Czy płatność kartą jest bezpieczna?',
                  answer: [
                    'Tak. Dane karty wpisujesz na stronie płatności PaynetEasy przez szyfrowane połączenie, bank potwierdza płatność w ramach 3-D Secure, a my nigdy nie przechowujemy danych Twojej karty.',
                  ],
                },
                {
                  question: 'Kiedy zostanie obciążona moja karta?',
                  answer: [
                    'W chwili potwierdzenia płatności na stronie płatności. Zamówienie zostaje potwierdzone, gdy tylko operator płatności zaakceptuje transakcję.',
                  ],
                },
                {
                  question: 'Co się stanie, jeśli płatność kartą się nie powiedzie?',
                  answer: [
                    'Jeśli płatność nie zostanie zrealizowana, zamówienie jest anulowane i nic nie pobieramy. Koszyk pozostaje zapisany, więc możesz spróbować ponownie inną kartą albo wybrać przelew.',
                  ],
                },
                {
                  question: 'Jak zapłacić przelewem?',
                  answer: [
                    'Wybierz przelew bankowy przy składaniu zamówienia i złóż zamówienie. Wyślemy Ci e-mailem potwierdzenie i dane do przelewu; przelej całą kwotę, wpisując numer zamówienia w tytule. Paczkę wyślemy, gdy tylko wpłata do nas dotrze.',
                  ],
                },
                {
                  question: 'Czy mogę zapłacić później przez Klarnę albo zapłacić PayPalem lub BLIK-iem?',
                  answer: [
                    'Tak, jeśli strona płatności oferuje te metody w Twoim kraju; w Klarnie płacisz w ciągu 30 dni. Jeśli danej metody nie widzisz, zapłać kartą lub przelewem.',
                    `Masz pytania dotyczące płatności? Napisz na ${email}.`,
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
