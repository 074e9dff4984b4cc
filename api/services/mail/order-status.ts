/** The e-mail on an order's status change (confirmed, shipped, delivered, cancelled). */
import { type Block, type MailContent, type MailLanguage, type MailSeller, render } from './render.ts';

export type OrderMailStatus = 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

const STATUS_COPY: Record<
  MailLanguage,
  Record<OrderMailStatus, (n: string, email: string) => { subject: string; body: string }> & { track: string }
> = {
  en: {
    confirmed: (n) => ({
      subject: `Order ${n} confirmed`,
      body: `Your order ${n} has been confirmed and we are preparing it for shipping. In-stock items ship within 1–2 working days.`,
    }),
    shipped: (n) => ({
      subject: `Order ${n} is on its way`,
      body: `Good news: your order ${n} has been shipped. Standard delivery within Europe takes 3–7 working days.`,
    }),
    delivered: (n) => ({
      subject: `Order ${n} has been delivered`,
      body: `Your order ${n} has been delivered. If the parcel arrived damaged, let us know within 2 business days and send photos within 3 business days. You can return items within 30 days.`,
    }),
    cancelled: (n, email) => ({
      subject: `Order ${n} has been cancelled`,
      body: `Your order ${n} has been cancelled. If you have already paid, we will refund the payment to the same payment method. If you have any questions, write to us at ${email}.`,
    }),
    track: 'Track your parcel',
  },
  pl: {
    confirmed: (n) => ({
      subject: `Zamówienie ${n} zostało potwierdzone`,
      body: `Twoje zamówienie ${n} zostało potwierdzone i przygotowujemy je do wysyłki. Produkty dostępne w magazynie wysyłamy w ciągu 1–2 dni roboczych.`,
    }),
    shipped: (n) => ({
      subject: `Zamówienie ${n} zostało wysłane`,
      body: `Dobra wiadomość: Twoje zamówienie ${n} zostało wysłane. Standardowa dostawa na terenie Europy trwa 3–7 dni roboczych.`,
    }),
    delivered: (n) => ({
      subject: `Zamówienie ${n} zostało dostarczone`,
      body: `Twoje zamówienie ${n} zostało dostarczone. Jeśli przesyłka dotarła uszkodzona, zgłoś to w ciągu 2 dni roboczych, a zdjęcia prześlij w ciągu 3 dni roboczych. Produkty możesz zwrócić w ciągu 30 dni.`,
    }),
    cancelled: (n, email) => ({
      subject: `Zamówienie ${n} zostało anulowane`,
      body: `Twoje zamówienie ${n} zostało anulowane. Jeżeli płatność została już zrealizowana, zwrócimy ją tą samą metodą płatności. W razie pytań napisz do nas na adres ${email}.`,
    }),
    track: 'Śledź przesyłkę',
  },
};

/**
 * A status change; the tracking button appears only when a tracking URL is given, the parcel's
 * carrier and number when the order has them.
 */
export function orderStatusMail(
  lang: MailLanguage,
  data: {
    firstName: string;
    orderNumber: string;
    status: OrderMailStatus;
    trackingUrl?: string;
    shipment?: { carrier: string; trackingNumber: string } | undefined;
  },
  seller: MailSeller,
): MailContent {
  const copy = STATUS_COPY[lang];
  const { subject, body } = copy[data.status](data.orderNumber, seller.customerServiceEmail);
  const blocks: Block[] = [{ type: 'paragraph', text: body }];
  if (data.shipment) {
    const labels = lang === 'pl' ? ['Przewoźnik', 'Numer przesyłki'] : ['Carrier', 'Tracking number'];
    blocks.push({
      type: 'details',
      rows: [
        [labels[0] ?? '', data.shipment.carrier],
        [labels[1] ?? '', data.shipment.trackingNumber],
      ],
    });
  }
  if (data.trackingUrl) blocks.push({ type: 'button', label: copy.track, url: data.trackingUrl });
  return render(lang, seller, subject, data.firstName, blocks);
}
