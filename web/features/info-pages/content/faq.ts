/**
 * The FAQ home (/faq) in English and Polish: a short intro, four topic cards leading to the orders,
 * payments, delivery and returns pages, and the five most popular questions. The
 * search box above them is the page's own; it searches the Q&As of every FAQ page.
 */
import type { Seller } from '#api/contract/seller.ts';
import type { Bilingual } from '../content-types.ts';
import { serviceHours } from './contact.ts';

export function faqHomePage(seller: Seller): Bilingual {
  const email = seller.customerServiceEmail;
  return {
    en: {
      title: 'Frequently asked questions',
      metaDescription:
        'Answers about ordering car parts, payment methods, delivery costs and times, returns and warranty.',
      intro:
        'Find quick answers about ordering, paying, delivery and returns. Choose a topic or start with the questions our customers ask most often.',
      sections: [
        {
          heading: 'Browse by topic',
          blocks: [
            {
              kind: 'cards',
              items: [
                {
                  title: 'Orders',
                  text: 'Order statuses, changing or cancelling an order, tracking and your order history.',
                  to: '/faq/orders',
                  linkLabel: 'Questions about orders',
                },
                {
                  title: 'Payments',
                  text: 'Card payments, bank transfer, other payment methods and how your payment is protected.',
                  to: '/faq/payments',
                  linkLabel: 'Questions about payments',
                },
                {
                  title: 'Delivery',
                  text: 'Delivery costs, surcharges for bulky parts, delivery times per country and our carriers.',
                  to: '/faq/delivery',
                  linkLabel: 'Questions about delivery',
                },
                {
                  title: 'Exchanges and returns',
                  text: '30 days to return, how the return process works, refunds, exchanges and warranty.',
                  to: '/faq/exchanges-and-returns',
                  linkLabel: 'Questions about returns',
                },
              ],
            },
          ],
        },
        {
          heading: 'Popular questions',
          blocks: [
            {
              kind: 'qa',
              items: [
                {
                  question: 'How long does delivery take?',
                  answer: [
                    'Orders placed before 18:00 are processed immediately, and items in stock ship within 1-2 working days of payment. Delivery then takes a few working days, depending on the country: the Delivery page gives the usual time for each country we deliver to.',
                    'Ordinary delivery is free; bulky parts carry a surcharge, per piece in Poland and once per order to other countries.',
                  ],
                },
                {
                  question: 'How do I return a part?',
                  answer: [
                    'You have 30 days from delivery to return a part unused and in its original packaging. Request the return in your account under Order history; you receive a return authorisation number (RMA) straight away.',
                    'Once the return is approved, send the part within 7 days with the RMA number on the parcel. We then refund you or send a replacement.',
                  ],
                },
                {
                  question: 'Which payment methods can I use?',
                  answer: [
                    'You can pay by card (Visa, Mastercard, Maestro, American Express) on the secure PaynetEasy payment page, or by bank transfer. Depending on your country, the payment page may also offer PayPal, Klarna, Vipps, EPS, iDEAL or BLIK.',
                    'All prices are in EUR and include VAT.',
                  ],
                },
                {
                  question: 'Can I change or cancel my order?',
                  answer: [
                    `Yes, within 1 hour of placing it. Contact customer service at ${email} or ${seller.phone} with your order number. After that the order enters processing and can no longer be changed, but you can still return the parts within 30 days of delivery.`,
                  ],
                },
                {
                  question: 'How can I track my order?',
                  answer: [
                    'Open the Track Order page and enter your order number and the e-mail address you ordered with. If you have an account, all your orders and their statuses are also in your order history.',
                    `Need help? Our customer service is available ${serviceHours(seller, 'en')}, and usually answers within 2 hours.`,
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    pl: {
      title: 'Najczęściej zadawane pytania',
      metaDescription:
        'Odpowiedzi na pytania o zamawianie części samochodowych, metody płatności, koszty i czas dostawy, zwroty i gwarancję.',
      intro:
        'Znajdź szybkie odpowiedzi na pytania o zamówienia, płatności, dostawę i zwroty. Wybierz temat albo zacznij od pytań, które klienci zadają nam najczęściej.',
      sections: [
        {
          heading: 'Tematy',
          blocks: [
            {
              kind: 'cards',
              items: [
                {
                  title: 'Zamówienia',
                  text: 'Statusy zamówień, zmiana lub anulowanie zamówienia, śledzenie przesyłki i historia zamówień.',
                  to: '/faq/orders',
                  linkLabel: 'Pytania o zamówienia',
                },
                {
                  title: 'Płatności',
                  text: 'Płatność kartą, przelew, inne metody płatności i sposób, w jaki chronimy Twoją płatność.',
                  to: '/faq/payments',
                  linkLabel: 'Pytania o płatności',
                },
                {
                  title: 'Dostawa',
                  text: 'Koszty dostawy, dopłaty za części gabarytowe, czas dostawy do poszczególnych krajów i przewoźnicy.',
                  to: '/faq/delivery',
                  linkLabel: 'Pytania o dostawę',
                },
                {
                  title: 'Wymiany i zwroty',
                  text: '30 dni na zwrot, przebieg zwrotu krok po kroku, zwrot pieniędzy, wymiana i gwarancja.',
                  to: '/faq/exchanges-and-returns',
                  linkLabel: 'Pytania o zwroty',
                },
              ],
            },
          ],
        },
        {
          heading: 'Popularne pytania',
          blocks: [
            {
              kind: 'qa',
              items: [
                {
                  question: 'Ile trwa dostawa?',
                  answer: [
                    'Zamówienia złożone przed 18:00 realizujemy od razu, a produkty dostępne w magazynie wysyłamy w ciągu 1–2 dni roboczych od zaksięgowania płatności. Dostawa trwa potem kilka dni roboczych, zależnie od kraju – typowy czas dostawy do każdego kraju, do którego wysyłamy, podajemy na stronie Dostawa.',
                    'Zwykła dostawa jest bezpłatna; za części gabarytowe obowiązuje dopłata – w Polsce za każdą sztukę, do innych krajów raz za zamówienie.',
                  ],
                },
                {
                  question: 'Jak zrobić zwrot części?',
                  answer: [
                    'Na zwrot nieużywanej części w oryginalnym opakowaniu masz 30 dni od doręczenia. Zgłoś zwrot na swoim koncie w historii zamówień – od razu otrzymasz numer autoryzacji zwrotu (RMA).',
                    'Po zatwierdzeniu zwrotu odeślij część w ciągu 7 dni, umieszczając numer RMA na paczce. Następnie zwrócimy Ci pieniądze albo wyślemy część na wymianę.',
                  ],
                },
                {
                  question: 'Jakie metody płatności są dostępne?',
                  answer: [
                    'Możesz zapłacić kartą (Visa, Mastercard, Maestro, American Express) na bezpiecznej stronie płatności PaynetEasy albo przelewem. W zależności od kraju strona płatności może też oferować PayPal, Klarna, Vipps, EPS, iDEAL lub BLIK.',
                    'Wszystkie ceny podajemy w EUR i zawierają one VAT.',
                  ],
                },
                {
                  question: 'Czy mogę zmienić lub anulować zamówienie?',
                  answer: [
                    `Tak, w ciągu 1 godziny od jego złożenia. Skontaktuj się z obsługą klienta pod adresem ${email} lub numerem ${seller.phone} i podaj numer zamówienia. Później zamówienie przechodzi do realizacji i nie można go już zmienić, ale części nadal możesz zwrócić w ciągu 30 dni od doręczenia.`,
                  ],
                },
                {
                  question: 'Jak mogę śledzić zamówienie?',
                  answer: [
                    'Otwórz stronę Śledzenie zamówienia i wpisz numer zamówienia oraz adres e-mail podany przy zakupie. Jeśli masz konto, wszystkie zamówienia i ich statusy znajdziesz też w historii zamówień.',
                    `Potrzebujesz pomocy? Obsługa klienta pracuje ${serviceHours(seller, 'pl')}, a odpowiada zwykle w ciągu 2 godzin.`,
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
