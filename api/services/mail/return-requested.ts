/** The e-mail acknowledging a return request. */
import { type MailContent, type MailLanguage, type MailSeller, render } from './render.ts';

/** After a return request: the authorisation number and what to do next. */
export function returnRequestedMail(
  lang: MailLanguage,
  data: {
    firstName: string;
    returnNumber: string;
    orderNumber: string;
    items: readonly { name: string; quantity: number }[];
  },
  seller: MailSeller,
): MailContent {
  const { returnNumber: r, orderNumber: n } = data;
  const copy = {
    en: {
      subject: `Return ${r} for order ${n}`,
      intro: `We have received your return request for order ${n}. Your return authorisation number is ${r}.`,
      title: 'Items to return',
      next: `Please wait for our approval e-mail, then send the items back within 7 days, with the number ${r} on or in the parcel. Once they arrive we send a refund credit note or a replacement.`,
    },
    pl: {
      subject: `Zwrot ${r} do zamówienia ${n}`,
      intro: `Otrzymaliśmy Twoje zgłoszenie zwrotu do zamówienia ${n}. Numer autoryzacji zwrotu to ${r}.`,
      title: 'Zwracane produkty',
      next: `Poczekaj na wiadomość z akceptacją zwrotu, a następnie odeślij produkty w ciągu 7 dni, umieszczając numer ${r} na paczce lub w jej środku. Po ich otrzymaniu wystawimy fakturę korygującą ze zwrotem pieniędzy albo wyślemy produkt zastępczy.`,
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'lines', title: copy.title, lines: data.items.map((item) => `${item.quantity} × ${item.name}`) },
    { type: 'paragraph', text: copy.next },
  ]);
}
