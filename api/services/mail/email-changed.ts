/** The notice to the old address that the account e-mail has changed. */
import { type MailContent, type MailLanguage, type MailSeller, render, SHOP_NAME } from './render.ts';

/** To the old address once an e-mail change has taken effect. */
export function emailChangedMail(
  lang: MailLanguage,
  data: { firstName: string; newEmail: string },
  seller: MailSeller,
): MailContent {
  const copy = {
    en: {
      subject: `Your ${SHOP_NAME} e-mail address has been changed`,
      intro: `Your ${SHOP_NAME} account now uses ${data.newEmail}; this address no longer signs in and gets no more mail from us.`,
      warning: `If you made this change, there is nothing more to do. If you did not, contact us right away at ${seller.customerServiceEmail} so that we can secure your account.`,
    },
    pl: {
      subject: `Adres e-mail konta ${SHOP_NAME} został zmieniony`,
      intro: `Twoje konto w ${SHOP_NAME} używa teraz adresu ${data.newEmail}; tym adresem nie można się już logować i nie będziemy na niego pisać.`,
      warning: `Jeżeli to była Twoja zmiana, nie musisz nic robić. Jeżeli nie, niezwłocznie napisz do nas na adres ${seller.customerServiceEmail}, abyśmy mogli zabezpieczyć Twoje konto.`,
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'paragraph', text: copy.warning },
  ]);
}
