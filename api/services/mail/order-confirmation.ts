/** The order confirmation e-mail: items, the bulky surcharge and VAT, total, delivery time, address. */
import {
  COMMON,
  type MailContent,
  type MailLanguage,
  type MailSeller,
  type OrderItem,
  render,
  SHOP_NAME,
} from './render.ts';
import { deliveryDaysParts } from '#api/contract/delivery-rules.ts';
import { pluralForm } from '#api/contract/messages.ts';

/** After an accepted card payment. */
export function orderConfirmationMail(
  lang: MailLanguage,
  data: {
    firstName: string;
    orderNumber: string;
    items: readonly OrderItem[];
    total: string;
    shippingAddress: readonly string[];
    ordersUrl: string;
    /** Card (default): the payment has arrived; bank transfer: the order waits for the transfer. */
    paymentMethod?: 'payneteasy' | 'bank_transfer';
    /** The order's charges beside its lines, formatted: the bulky surcharge and the VAT (or its wording). */
    charges?: readonly string[];
    /** The published delivery time to the shipping country ('2', '2-3', '3-5+' working days). */
    deliveryDays?: string | null;
  },
  seller: MailSeller,
): MailContent {
  const n = data.orderNumber;
  const byTransfer = data.paymentMethod === 'bank_transfer';
  const parts = deliveryDaysParts(data.deliveryDays);
  const time = parts
    ? `${parts.days} ${pluralForm(lang, { en: { one: 'working day', other: 'working days' }, pl: { one: 'dzień roboczy', few: 'dni robocze', many: 'dni roboczych', other: 'dnia roboczego' } }[lang], parts.count)}`
    : null;
  const copy = {
    en: {
      subject: `Thank you for your order ${n}`,
      intro: byTransfer
        ? `Thank you for shopping with ${SHOP_NAME}. We have received your order ${n}. We will start processing it as soon as your bank transfer arrives; the payment details follow in a separate e-mail.`
        : `Thank you for shopping with ${SHOP_NAME}. We have received your card payment and your order ${n} is confirmed.`,
      delivery: `In-stock items ship within 1–2 working days of payment; delivery to your address takes ${time ?? '3–7 working days'}. We will e-mail you when your parcel is on its way.`,
      charges: 'Charges',
      change: `Need to change something? An order can be changed within 1 hour of being placed: write to us at ${seller.customerServiceEmail}.`,
      button: 'View your orders',
    },
    pl: {
      subject: `Dziękujemy za zamówienie ${n}`,
      intro: byTransfer
        ? `Dziękujemy za zakupy w ${SHOP_NAME}. Otrzymaliśmy Twoje zamówienie ${n}. Rozpoczniemy jego realizację zaraz po zaksięgowaniu przelewu; dane do przelewu wysyłamy w osobnej wiadomości.`
        : `Dziękujemy za zakupy w ${SHOP_NAME}. Otrzymaliśmy Twoją płatność kartą, a zamówienie ${n} zostało potwierdzone.`,
      delivery: `Produkty dostępne w magazynie wysyłamy w ciągu 1–2 dni roboczych od otrzymania płatności; dostawa pod Twój adres trwa ${time ?? '3–7 dni roboczych'}. Gdy paczka zostanie nadana, wyślemy Ci wiadomość.`,
      charges: 'Rozliczenie',
      change: `Chcesz coś zmienić? Zamówienie można zmienić w ciągu 1 godziny od jego złożenia: napisz do nas na adres ${seller.customerServiceEmail}.`,
      button: 'Zobacz swoje zamówienia',
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'items', items: data.items, total: data.total },
    ...(data.charges?.length ? [{ type: 'lines' as const, title: copy.charges, lines: data.charges }] : []),
    { type: 'lines', title: COMMON[lang].shippingAddress, lines: data.shippingAddress },
    { type: 'paragraph', text: copy.delivery },
    { type: 'paragraph', text: copy.change },
    { type: 'button', label: copy.button, url: data.ordersUrl },
  ]);
}
