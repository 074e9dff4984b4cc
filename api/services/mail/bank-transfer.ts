/** The bank transfer details e-mail for an order paid by transfer. */
import { counted, type MailContent, type MailLanguage, type MailSeller, render } from './render.ts';

/** For an offline order: the bank transfer details by e-mail (what to transfer where). */
export function bankTransferMail(
  lang: MailLanguage,
  data: {
    firstName: string;
    orderNumber: string;
    total: string;
    iban: string;
    bic: string;
    accountHolder: string;
    bankName: string;
    reference: string;
    dueDays: number;
  },
  seller: MailSeller,
): MailContent {
  const n = data.orderNumber;
  const days = counted(
    lang,
    data.dueDays,
    {
      en: { one: 'day', other: 'days' },
      // Genitive after "w ciągu": "1 dnia", "2 dni", "5 dni".
      pl: { one: 'dnia', few: 'dni', many: 'dni', other: 'dnia' },
    }[lang],
  );
  const copy = {
    en: {
      subject: `Order ${n}: bank transfer details`,
      intro: `Thank you for your order ${n}. Please pay by bank transfer: send ${data.total} to the account below within ${days}.`,
      labels: ['Amount', 'Account holder', 'Bank', 'IBAN', 'BIC (SWIFT)', 'Payment reference'],
      matching:
        'Please enter the payment reference exactly as shown, so that we can match your payment to your order. We will start processing your order as soon as the payment arrives.',
    },
    pl: {
      subject: `Zamówienie ${n}: dane do przelewu`,
      intro: `Dziękujemy za złożenie zamówienia ${n}. Aby je opłacić, przelej ${data.total} na poniższy rachunek w ciągu ${days}.`,
      labels: ['Kwota', 'Odbiorca', 'Bank', 'IBAN', 'BIC (SWIFT)', 'Tytuł przelewu'],
      matching:
        'Wpisz tytuł przelewu dokładnie tak, jak podano powyżej: dzięki temu przypiszemy wpłatę do Twojego zamówienia. Realizację zamówienia rozpoczniemy zaraz po zaksięgowaniu wpłaty.',
    },
  }[lang];
  const values = [data.total, data.accountHolder, data.bankName, data.iban, data.bic, data.reference];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'details', rows: values.map((value, i) => [copy.labels[i] ?? '', value] as const) },
    { type: 'paragraph', text: copy.matching },
  ]);
}
