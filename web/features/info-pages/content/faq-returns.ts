/**
 * The Exchanges and returns FAQ (/faq/exchanges-and-returns) in English and Polish: the 30-day return
 * period, the return conditions (original packaging), the return process step by step (request, RMA
 * number, shipment within 7 days of approval, credit note or replacement), the statutory right of
 * withdrawal, the warranty and six questions.
 */
import type { Seller } from '#api/contract/seller.ts';
import type { Bilingual } from '../content-types.ts';
import { openingHours } from './contact.ts';

export function faqReturnsPage(seller: Seller): Bilingual {
  const returnsEmail = seller.returnsEmail;
  const email = seller.customerServiceEmail;
  const hours = openingHours(seller);
  return {
    en: {
      title: 'Exchanges and returns',
      metaDescription:
        'Return car parts within 30 days: conditions, the return process step by step, refunds and exchanges, the right of withdrawal and the warranty.',
      intro:
        'Ordered the wrong part or no longer need it? You have 30 days to send it back. Here is how returns, exchanges, refunds and the warranty work.',
      sections: [
        {
          heading: '30 days to return',
          blocks: [
            {
              kind: 'p',
              text: 'You can return parts within 30 days of delivery for a refund or a replacement. To be accepted, a returned part must be:',
            },
            {
              kind: 'list',
              items: [
                'returned within 30 days of delivery,',
                'unused and not fitted to a vehicle,',
                'complete, with all accessories and documents,',
                'in its original packaging, packed inside a shipping box.',
              ],
            },
            {
              kind: 'p',
              text: 'Please do not stick labels or tape directly on the manufacturer’s box: a damaged original box can make a part impossible to resell.',
            },
          ],
        },
        {
          heading: 'How to return a part',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                `Request the return in your account: open the order in your order history, choose the items and the reason under Request a return, and send the request. Ordered as a guest? Find your order on the Track Order page with its number and your e-mail address, and request the return there once it has been delivered; you can also write to ${returnsEmail}.`,
                'You receive a return authorisation number (RMA) straight away and by e-mail.',
                'Once we have approved the return, send the parts within 7 days, with the RMA number clearly visible on the parcel.',
                'When the parts have arrived and been checked, we issue a credit note and refund you, or dispatch a replacement.',
              ],
            },
            {
              kind: 'p',
              text: 'You pay for sending the parts back. If a part is faulty, damaged in transport or not what you ordered, we pay for the return and tell you how to send it.',
            },
          ],
        },
        {
          heading: 'Right of withdrawal',
          blocks: [
            {
              kind: 'p',
              text: 'If you buy as a consumer, EU and Polish consumer law gives you 14 days from delivery to withdraw from the contract without giving a reason. Our 30-day return period comes on top of this right and does not limit it.',
            },
            {
              kind: 'p',
              text: `To withdraw, a clear statement is enough, for example an e-mail to ${returnsEmail} or a return request in your account. We refund the payment within 14 days of receiving your statement, and may wait until the parts have reached us.`,
            },
          ],
        },
        {
          heading: 'Warranty',
          blocks: [
            {
              kind: 'p',
              text: 'New parts bought by consumers are covered for 2 years. For business customers and for used parts the period is 1 year.',
            },
            {
              kind: 'p',
              text: `If a part turns out to be defective, please tell us within two months of noticing the defect at ${email}, with your order number, a description and photos.`,
            },
          ],
        },
        {
          heading: 'Contact for returns',
          blocks: [
            {
              kind: 'definitions',
              items: [
                { term: 'Returns e-mail', detail: returnsEmail },
                { term: 'Phone', detail: seller.phone },
                {
                  term: 'Opening hours',
                  detail: `Monday to Friday ${hours.weekdays('closed')}, Saturday ${hours.saturday('closed')}, Sunday ${hours.sunday('closed')}`,
                },
              ],
            },
          ],
        },
        {
          heading: 'Questions about returns',
          blocks: [
            {
              kind: 'qa',
              items: [
                {
                  question: 'How long do I have to return a part?',
                  answer: [
                    '30 days from delivery. Consumers also have the statutory 14-day right of withdrawal, which runs within those 30 days.',
                  ],
                },
                {
                  question: 'Can I return a part that has already been fitted?',
                  answer: [
                    'No, we can only take back unused parts in their original packaging. Before fitting, compare the part number and the part itself with your old one.',
                    'If a fitted part turns out to be defective, that is a warranty case: contact us and we will sort it out.',
                  ],
                },
                {
                  question: 'Can I exchange a part instead of returning it for a refund?',
                  answer: [
                    'Yes. When you request the return, tell us in the comment that you would like a replacement; we dispatch it once the returned part has arrived.',
                    'Need a different part? The quickest way is to return the wrong one for a refund and order the right one straight away.',
                  ],
                },
                {
                  question: 'How and when will I get my refund?',
                  answer: [
                    'As soon as the returned parts have arrived and been checked, we issue a credit note and refund the amount, normally to the payment method you used.',
                  ],
                },
                {
                  question: 'What is a return authorisation number (RMA)?',
                  answer: [
                    'It is the number that identifies your return. You receive it when you request the return; put it clearly on the parcel so we can match the parts to your order.',
                  ],
                },
                {
                  question: 'My part arrived damaged. Is that a return?',
                  answer: [
                    `No, it is a transport damage claim. Report it within 2 working days of delivery at ${email} and send photos of the packaging and the part within 3 working days. We handle the claim with the carrier and send you a replacement or refund you.`,
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    pl: {
      title: 'Wymiany i zwroty',
      metaDescription:
        'Zwrot części samochodowych w ciągu 30 dni: warunki, przebieg zwrotu krok po kroku, zwrot pieniędzy i wymiana, prawo odstąpienia od umowy i gwarancja.',
      intro:
        'Zamówiłeś niewłaściwą część albo już jej nie potrzebujesz? Masz 30 dni na jej odesłanie. Sprawdź, jak działają zwroty, wymiany, zwrot pieniędzy i gwarancja.',
      sections: [
        {
          heading: '30 dni na zwrot',
          blocks: [
            {
              kind: 'p',
              text: 'Części możesz zwrócić w ciągu 30 dni od doręczenia – otrzymasz zwrot pieniędzy albo część na wymianę. Przyjmiemy zwrot, jeśli część jest:',
            },
            {
              kind: 'list',
              items: [
                'odesłana w ciągu 30 dni od doręczenia,',
                'nieużywana i niezamontowana w pojeździe,',
                'kompletna, z wszystkimi akcesoriami i dokumentami,',
                'w oryginalnym opakowaniu, zapakowana w karton wysyłkowy.',
              ],
            },
            {
              kind: 'p',
              text: 'Nie naklejaj, proszę, etykiet ani taśmy bezpośrednio na pudełko producenta: części w zniszczonym oryginalnym opakowaniu często nie da się już sprzedać.',
            },
          ],
        },
        {
          heading: 'Jak zwrócić część',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                `Zgłoś zwrot na swoim koncie: otwórz zamówienie w historii zamówień, w sekcji Zgłoś zwrot wybierz produkty i powód zwrotu, a następnie wyślij zgłoszenie. Zamówienie złożone jako gość? Znajdź je na stronie Śledzenie zamówienia, podając numer i adres e-mail, i po doręczeniu zgłoś zwrot właśnie tam; możesz też napisać na ${returnsEmail}.`,
                'Od razu otrzymasz numer autoryzacji zwrotu (RMA), który wyślemy Ci także e-mailem.',
                'Po zatwierdzeniu zwrotu odeślij części w ciągu 7 dni, umieszczając numer RMA w widocznym miejscu na paczce.',
                'Gdy części do nas dotrą i je sprawdzimy, wystawimy fakturę korygującą i zwrócimy pieniądze albo wyślemy część na wymianę.',
              ],
            },
            {
              kind: 'p',
              text: 'Koszt odesłania części ponosisz Ty. Jeśli część jest wadliwa, uszkodzona w transporcie albo nie jest tą, którą zamówiłeś, koszt zwrotu pokrywamy my i podpowiemy, jak ją odesłać.',
            },
          ],
        },
        {
          heading: 'Prawo odstąpienia od umowy',
          blocks: [
            {
              kind: 'p',
              text: 'Jeśli kupujesz jako konsument, unijne i polskie prawo konsumenckie daje Ci 14 dni od doręczenia na odstąpienie od umowy bez podawania przyczyny. Nasz 30-dniowy termin zwrotu jest dodatkowym uprawnieniem i w żaden sposób tego prawa nie ogranicza.',
            },
            {
              kind: 'p',
              text: `Aby odstąpić od umowy, wystarczy jednoznaczne oświadczenie, np. e-mail na ${returnsEmail} albo zgłoszenie zwrotu na koncie. Pieniądze zwrócimy w ciągu 14 dni od otrzymania oświadczenia; możemy wstrzymać się ze zwrotem do chwili, gdy części do nas dotrą.`,
            },
          ],
        },
        {
          heading: 'Gwarancja',
          blocks: [
            {
              kind: 'p',
              text: 'Za nowe części kupione przez konsumentów odpowiadamy przez 2 lata. W przypadku klientów firmowych i części używanych okres ten wynosi 1 rok.',
            },
            {
              kind: 'p',
              text: `Jeśli część okaże się wadliwa, poinformuj nas o tym w ciągu dwóch miesięcy od wykrycia wady, pisząc na ${email} – podaj numer zamówienia, opis usterki i dołącz zdjęcia.`,
            },
          ],
        },
        {
          heading: 'Kontakt w sprawie zwrotów',
          blocks: [
            {
              kind: 'definitions',
              items: [
                { term: 'E-mail do zwrotów', detail: returnsEmail },
                { term: 'Telefon', detail: seller.phone },
                {
                  term: 'Godziny pracy',
                  detail: `poniedziałek–piątek ${hours.weekdays('nieczynne')}, sobota ${hours.saturday('nieczynne')}, niedziela ${hours.sunday('nieczynne')}`,
                },
              ],
            },
          ],
        },
        {
          heading: 'Pytania o zwroty',
          blocks: [
            {
              kind: 'qa',
              items: [
                {
                  question: 'Ile mam czasu na zwrot części?',
                  answer: [
                    '30 dni od doręczenia. Konsumentom przysługuje też ustawowe 14-dniowe prawo odstąpienia od umowy, które mieści się w tych 30 dniach.',
                  ],
                },
                {
                  question: 'Czy mogę zwrócić część, która była już zamontowana?',
                  answer: [
                    'Nie, przyjmujemy zwroty wyłącznie nieużywanych części w oryginalnym opakowaniu. Przed montażem porównaj numer katalogowy i samą część ze starą.',
                    'Jeśli zamontowana część okaże się wadliwa, to sprawa reklamacyjna: skontaktuj się z nami, a wszystko załatwimy.',
                  ],
                },
                {
                  question: 'Czy zamiast zwrotu pieniędzy mogę wymienić część?',
                  answer: [
                    'Tak. Zgłaszając zwrot, napisz w komentarzu, że chcesz wymienić część; nową wyślemy, gdy odesłana część do nas dotrze.',
                    'Potrzebujesz innej części? Najszybciej będzie zwrócić niewłaściwą za zwrotem pieniędzy i od razu zamówić właściwą.',
                  ],
                },
                {
                  question: 'Jak i kiedy otrzymam zwrot pieniędzy?',
                  answer: [
                    'Gdy tylko odesłane części do nas dotrą i je sprawdzimy, wystawimy fakturę korygującą i zwrócimy pieniądze – zwykle tą samą metodą, którą zapłaciłeś.',
                  ],
                },
                {
                  question: 'Czym jest numer autoryzacji zwrotu (RMA)?',
                  answer: [
                    'To numer, który identyfikuje Twój zwrot. Otrzymujesz go przy zgłoszeniu zwrotu; umieść go w widocznym miejscu na paczce, abyśmy mogli przypisać części do Twojego zamówienia.',
                  ],
                },
                {
                  question: 'Część dotarła uszkodzona. Czy to zwrot?',
                  answer: [
                    `Nie, to reklamacja szkody transportowej. Zgłoś ją w ciągu 2 dni roboczych od doręczenia, pisząc na ${email}, i w ciągu 3 dni roboczych prześlij zdjęcia opakowania i części. Reklamację u przewoźnika załatwiamy sami, a Tobie wysyłamy nową część albo zwracamy pieniądze.`,
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
