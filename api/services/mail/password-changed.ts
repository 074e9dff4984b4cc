/** The notice that the account password has been changed. */
import { type MailContent, type MailLanguage, type MailSeller, render, SHOP_NAME } from './render.ts';

export function passwordChangedMail(
  lang: MailLanguage,
  data: { firstName: string },
  seller: MailSeller,
): MailContent {
  const copy = {
    en: {
      subject: `Your ${SHOP_NAME} password has been changed`,
      intro: `The password for your ${SHOP_NAME} account has been changed.`,
      warning: `If you made this change, there is nothing more to do. If you did not, contact us right away at ${seller.customerServiceEmail} so that we can secure your account.`,
    },
    pl: {
      subject: `Hasło do konta ${SHOP_NAME} zostało zmienione`,
      intro: `Hasło do Twojego konta w ${SHOP_NAME} zostało zmienione.`,
      warning: `Jeżeli to była Twoja zmiana, nie musisz nic robić. Jeżeli nie, niezwłocznie napisz do nas na adres ${seller.customerServiceEmail}, abyśmy mogli zabezpieczyć Twoje konto.`,
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'paragraph', text: copy.warning },
  ]);
}
