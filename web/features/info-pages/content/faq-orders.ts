/**
 * The Orders FAQ (/faq/orders) in English and Polish: the order status guide (confirmed, processing,
 * shipped, delivered), changing or cancelling within 1 hour, the Track Order / Order History /
 * Reorder Parts cards and ten questions and answers.
 */
import type { Seller } from '#api/contract/seller.ts';
import type { Bilingual } from '../content-types.ts';
import { serviceHours } from './contact.ts';

export function faqOrdersPage(seller: Seller): Bilingual {
  const email = seller.customerServiceEmail;
  const phone = seller.phone;
  return {
    en: {
      title: 'Orders',
      metaDescription:
        'What your order status means, how to change or cancel an order, how to track it and answers to common questions about ordering car parts.',
      intro:
        'Everything about your order, from the moment you place it until the parts arrive: what each status means, how to make changes and where to follow your parcel.',
      sections: [
        {
          heading: 'Order status guide',
          blocks: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'Confirmed',
                  detail:
                    'We have received your order and its payment. You get a confirmation e-mail with your order number.',
                },
                {
                  term: 'Processing',
                  detail:
                    'We pick, check and pack your parts, usually within 1-2 business days. Orders placed before 18:00 are processed immediately.',
                },
                {
                  term: 'Shipped',
                  detail:
                    'The parcel is with the carrier. The Delivery page gives the usual delivery time to each country.',
                },
                {
                  term: 'Delivered',
                  detail: 'The parcel has arrived. From now on you have 30 days to return items.',
                },
              ],
            },
            {
              kind: 'p',
              text: 'In your order history you may also see Pending, which means we are still waiting for the payment (for example a bank transfer), and Cancelled.',
            },
          ],
        },
        {
          heading: 'Changing or cancelling an order',
          blocks: [
            {
              kind: 'p',
              text: `You can change or cancel an order within 1 hour of placing it. Contact customer service at ${email} or ${phone} and quote your order number.`,
            },
            {
              kind: 'p',
              text: 'After that hour the order enters processing and can no longer be changed or cancelled. You can still return the parts within 30 days of delivery.',
            },
          ],
        },
        {
          heading: 'Your orders at a glance',
          blocks: [
            {
              kind: 'cards',
              items: [
                {
                  title: 'Track Order',
                  text: 'See where your parcel is with your order number and the e-mail address you ordered with.',
                  to: '/track',
                  linkLabel: 'Track your order',
                },
                {
                  title: 'Order History',
                  text: 'All your orders, their statuses and details, and your returns, in your account.',
                  to: '/orders',
                  linkLabel: 'View order history',
                },
                {
                  title: 'Reorder Parts',
                  text: 'Need the same filters or brake pads again? Find the parts in a past order and order them again.',
                  to: '/orders',
                  linkLabel: 'Reorder from your history',
                },
              ],
            },
          ],
        },
        {
          heading: 'Questions about orders',
          blocks: [
            {
              kind: 'qa',
              items: [
                {
                  question: 'How do I place an order?',
                  answer: [
                    'Add the parts to your cart, open the cart and choose Proceed to checkout. Enter your delivery and billing address, choose a payment method, accept the terms and confirm.',
                    'After paying by card you come back to the shop and see the payment status; after choosing bank transfer you receive our bank details by e-mail.',
                  ],
                },
                {
                  question: 'Do I need an account to order?',
                  answer: [
                    'No, you can order as a guest. With an account you can see your order history, request returns online, save addresses and check out faster.',
                  ],
                },
                {
                  question: 'Can I order as a company?',
                  answer: [
                    'Yes. At checkout choose Company, enter the company name and, if you have one, your VAT number. We sell to consumers and businesses in Poland and across the EU.',
                  ],
                },
                {
                  question: 'How do I know my order has been received?',
                  answer: [
                    'You receive a confirmation e-mail with your order number. If it has not arrived within a few minutes, please check your spam folder, then contact us.',
                  ],
                },
                {
                  question: 'Can I change or cancel my order after placing it?',
                  answer: [
                    `Yes, within 1 hour of placing it: contact customer service at ${email} or ${phone} with your order number. After that the order is in processing and can no longer be changed or cancelled.`,
                  ],
                },
                {
                  question: 'Can I add a part to an order I have already placed?',
                  answer: [
                    'Within the first hour, contact customer service and we will add it if we can. After that, please place a new order for the extra part.',
                  ],
                },
                {
                  question: 'When will my order be shipped?',
                  answer: [
                    'Orders placed before 18:00 are processed immediately, and processing takes 1-2 business days. Items in stock ship within 1-2 working days of payment; for a bank transfer that is once your payment has arrived.',
                  ],
                },
                {
                  question: 'How can I track my order status?',
                  answer: [
                    'On the Track Order page, enter your order number and the e-mail address you ordered with. Signed-in customers see every order and its status in their order history.',
                  ],
                },
                {
                  question: 'Why is my order status still Pending?',
                  answer: [
                    'Pending means we are waiting for your payment. A bank transfer usually takes 1-2 working days to reach us; as soon as it arrives, your order is confirmed. If you paid by card and the status does not change, please contact us.',
                  ],
                },
                {
                  question: 'How do I contact customer service about an order?',
                  answer: [
                    `Write to ${email} or call ${phone}, ${serviceHours(seller, 'en')}. Please quote your order number.`,
                    'We usually answer within 2 hours and always within 48 hours.',
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    pl: {
      title: 'Zamówienia',
      metaDescription:
        'Co oznacza status zamówienia, jak zmienić lub anulować zamówienie, jak je śledzić oraz odpowiedzi na częste pytania o zamawianie części.',
      intro:
        'Wszystko o Twoim zamówieniu – od chwili złożenia do doręczenia części: co oznaczają statusy, jak wprowadzić zmiany i gdzie śledzić paczkę.',
      sections: [
        {
          heading: 'Statusy zamówienia',
          blocks: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'Potwierdzone',
                  detail:
                    'Otrzymaliśmy Twoje zamówienie i płatność. Dostajesz e-mail z potwierdzeniem i numerem zamówienia.',
                },
                {
                  term: 'W realizacji',
                  detail:
                    'Kompletujemy, sprawdzamy i pakujemy części, zwykle w ciągu 1–2 dni roboczych. Zamówienia złożone przed 18:00 realizujemy od razu.',
                },
                {
                  term: 'Wysłane',
                  detail:
                    'Paczka jest u przewoźnika. Typowy czas dostawy do każdego kraju podajemy na stronie Dostawa.',
                },
                {
                  term: 'Dostarczone',
                  detail: 'Paczka dotarła. Od tej chwili masz 30 dni na zwrot produktów.',
                },
              ],
            },
            {
              kind: 'p',
              text: 'W historii zamówień możesz też zobaczyć status Oczekujące, który oznacza, że czekamy jeszcze na płatność (np. przelew), oraz Anulowane.',
            },
          ],
        },
        {
          heading: 'Zmiana lub anulowanie zamówienia',
          blocks: [
            {
              kind: 'p',
              text: `Zamówienie możesz zmienić lub anulować w ciągu 1 godziny od jego złożenia. Skontaktuj się z obsługą klienta pod adresem ${email} lub numerem ${phone} i podaj numer zamówienia.`,
            },
            {
              kind: 'p',
              text: 'Po upływie tej godziny zamówienie przechodzi do realizacji i nie można go już zmienić ani anulować. Części nadal możesz zwrócić w ciągu 30 dni od doręczenia.',
            },
          ],
        },
        {
          heading: 'Twoje zamówienia w jednym miejscu',
          blocks: [
            {
              kind: 'cards',
              items: [
                {
                  title: 'Śledzenie zamówienia',
                  text: 'Sprawdź, gdzie jest Twoja paczka – wystarczy numer zamówienia i adres e-mail podany przy zakupie.',
                  to: '/track',
                  linkLabel: 'Śledź zamówienie',
                },
                {
                  title: 'Historia zamówień',
                  text: 'Wszystkie Twoje zamówienia, ich statusy i szczegóły, a także zwroty – na Twoim koncie.',
                  to: '/orders',
                  linkLabel: 'Zobacz historię zamówień',
                },
                {
                  title: 'Zamów ponownie',
                  text: 'Potrzebujesz znowu tych samych filtrów albo klocków hamulcowych? Znajdź części we wcześniejszym zamówieniu i zamów je jeszcze raz.',
                  to: '/orders',
                  linkLabel: 'Zamów ponownie z historii',
                },
              ],
            },
          ],
        },
        {
          heading: 'Pytania o zamówienia',
          blocks: [
            {
              kind: 'qa',
              items: [
                {
                  question: 'Jak złożyć zamówienie?',
                  answer: [
                    'Dodaj części do koszyka, otwórz koszyk i wybierz Przejdź do kasy. Podaj adres dostawy i dane do faktury, wybierz metodę płatności, zaakceptuj regulamin i potwierdź zamówienie.',
                    'Po płatności kartą wracasz do sklepu i widzisz status płatności; jeśli wybierzesz przelew, dane do przelewu otrzymasz e-mailem.',
                  ],
                },
                {
                  question: 'Czy do złożenia zamówienia potrzebuję konta?',
                  answer: [
                    'Nie, możesz zamówić jako gość. Konto daje dostęp do historii zamówień, pozwala zgłaszać zwroty online, zapisywać adresy i szybciej składać kolejne zamówienia.',
                  ],
                },
                {
                  question: 'Czy mogę zamówić jako firma?',
                  answer: [
                    'Tak. W formularzu zamówienia wybierz Firma, podaj nazwę firmy i – jeśli go masz – numer VAT. Sprzedajemy konsumentom i firmom w Polsce i w całej UE.',
                  ],
                },
                {
                  question: 'Skąd mam wiedzieć, że zamówienie do Was dotarło?',
                  answer: [
                    'Otrzymasz e-mail z potwierdzeniem i numerem zamówienia. Jeśli nie dotrze w ciągu kilku minut, sprawdź folder ze spamem, a potem skontaktuj się z nami.',
                  ],
                },
                {
                  question: 'Czy mogę zmienić lub anulować zamówienie po jego złożeniu?',
                  answer: [
                    `Tak, w ciągu 1 godziny od złożenia: skontaktuj się z obsługą klienta pod adresem ${email} lub numerem ${phone} i podaj numer zamówienia. Później zamówienie jest już w realizacji i nie można go zmienić ani anulować.`,
                  ],
                },
                {
                  question: 'Czy mogę dodać część do złożonego już zamówienia?',
                  answer: [
                    'W ciągu pierwszej godziny skontaktuj się z obsługą klienta – jeśli to możliwe, dodamy część do zamówienia. Później złóż, proszę, nowe zamówienie na brakującą część.',
                  ],
                },
                {
                  question: 'Kiedy wyślecie moje zamówienie?',
                  answer: [
                    'Zamówienia złożone przed 18:00 realizujemy od razu, a realizacja trwa 1–2 dni robocze. Produkty dostępne w magazynie wysyłamy w ciągu 1–2 dni roboczych od zaksięgowania płatności; przy przelewie – gdy pieniądze wpłyną na nasze konto.',
                  ],
                },
                {
                  question: 'Jak mogę sprawdzić status zamówienia?',
                  answer: [
                    'Na stronie Śledzenie zamówienia wpisz numer zamówienia i adres e-mail podany przy zakupie. Zalogowani klienci widzą wszystkie zamówienia i ich statusy w historii zamówień.',
                  ],
                },
                {
                  question: 'Dlaczego moje zamówienie wciąż ma status Oczekujące?',
                  answer: [
                    'Status Oczekujące oznacza, że czekamy na płatność. Przelew dociera do nas zwykle w ciągu 1–2 dni roboczych; gdy tylko go zaksięgujemy, zamówienie zostanie potwierdzone. Jeśli zapłaciłeś kartą, a status się nie zmienia, skontaktuj się z nami.',
                  ],
                },
                {
                  question: 'Jak skontaktować się z obsługą klienta w sprawie zamówienia?',
                  answer: [
                    `Napisz na ${email} lub zadzwoń pod numer ${phone} ${serviceHours(seller, 'pl')}. Podaj, proszę, numer zamówienia.`,
                    'Odpowiadamy zwykle w ciągu 2 godzin, zawsze w ciągu 48 godzin.',
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
