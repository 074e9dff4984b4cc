/** The e-mail with staff's decision on a return. */
import { type Block, type MailContent, type MailLanguage, type MailSeller, render } from './render.ts';

export type ReturnMailStatus = 'approved' | 'rejected' | 'refunded';

/** Staff's decision on a return, with their note (what is refunded or replaced, or why not). */
export function returnDecisionMail(
  lang: MailLanguage,
  data: {
    firstName: string;
    returnNumber: string;
    orderNumber: string;
    status: ReturnMailStatus;
    note: string | null;
  },
  seller: MailSeller,
): MailContent {
  const { returnNumber: r, orderNumber: n } = data;
  const copy = {
    en: {
      approved: {
        subject: `Return ${r} approved`,
        body: `Your return ${r} for order ${n} is approved. Please send the items back within 7 days, with the number ${r} on or in the parcel.`,
      },
      rejected: {
        subject: `Return ${r} not accepted`,
        body: `We are sorry: your return ${r} for order ${n} could not be accepted. If you have any questions, write to us at ${seller.customerServiceEmail}.`,
      },
      refunded: {
        subject: `Return ${r}: refund issued`,
        body: `We have received the items of your return ${r} for order ${n} and issued the refund credit note. The money goes back to the way you paid.`,
      },
      note: 'Note from our team',
    },
    pl: {
      approved: {
        subject: `Zwrot ${r} zaakceptowany`,
        body: `Twój zwrot ${r} do zamówienia ${n} został zaakceptowany. Odeślij produkty w ciągu 7 dni, umieszczając numer ${r} na paczce lub w jej środku.`,
      },
      rejected: {
        subject: `Zwrot ${r} nie został przyjęty`,
        body: `Przykro nam: nie możemy przyjąć zwrotu ${r} do zamówienia ${n}. W razie pytań napisz do nas na adres ${seller.customerServiceEmail}.`,
      },
      refunded: {
        subject: `Zwrot ${r}: wystawiliśmy korektę`,
        body: `Otrzymaliśmy produkty ze zwrotu ${r} do zamówienia ${n} i wystawiliśmy fakturę korygującą. Pieniądze wrócą tą samą metodą, którą zapłacono.`,
      },
      note: 'Uwaga od naszego zespołu',
    },
  }[lang];
  const { subject, body } = copy[data.status];
  const blocks: Block[] = [{ type: 'paragraph', text: body }];
  if (data.note) blocks.push({ type: 'lines', title: copy.note, lines: data.note.split(/\r?\n/) });
  return render(lang, seller, subject, data.firstName, blocks);
}
