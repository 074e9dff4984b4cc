/** The welcome e-mail after registration. */
import { type MailContent, type MailLanguage, type MailSeller, render, SHOP_NAME } from './render.ts';

export function welcomeMail(
  lang: MailLanguage,
  data: { firstName: string; shopUrl: string },
  seller: MailSeller,
): MailContent {
  const copy = {
    en: {
      subject: `Welcome to ${SHOP_NAME}`,
      intro: `Thank you for registering. Your ${SHOP_NAME} account is ready: you can now save your addresses, check out faster and follow your orders in one place.`,
      button: 'Start shopping',
    },
    pl: {
      subject: `Witamy w ${SHOP_NAME}`,
      intro: `Dziękujemy za rejestrację. Twoje konto w ${SHOP_NAME} jest gotowe: możesz teraz zapisywać adresy, szybciej składać zamówienia i śledzić je w jednym miejscu.`,
      button: 'Rozpocznij zakupy',
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'button', label: copy.button, url: data.shopUrl },
  ]);
}
