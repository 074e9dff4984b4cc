/** The e-mail with the password reset link. */
import {
  counted,
  type MailContent,
  type MailLanguage,
  type MailSeller,
  render,
  SHOP_NAME,
} from './render.ts';

export function passwordResetMail(
  lang: MailLanguage,
  data: { firstName: string; resetUrl: string; validMinutes: number },
  seller: MailSeller,
): MailContent {
  const minutes = counted(
    lang,
    data.validMinutes,
    {
      en: { one: 'minute', other: 'minutes' },
      pl: { one: 'minutę', few: 'minuty', many: 'minut', other: 'minuty' },
    }[lang],
  );
  const copy = {
    en: {
      subject: `Reset your ${SHOP_NAME} password`,
      intro: `We received a request to reset the password for your ${SHOP_NAME} account. Use the button below to choose a new password.`,
      validity: `The link is valid for ${minutes} and works only once.`,
      button: 'Choose a new password',
      ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays unchanged.',
    },
    pl: {
      subject: `Ustaw nowe hasło do konta ${SHOP_NAME}`,
      intro: `Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w ${SHOP_NAME}. Kliknij przycisk poniżej, aby ustawić nowe hasło.`,
      validity: `Link jest ważny przez ${minutes} i można go użyć tylko raz.`,
      button: 'Ustaw nowe hasło',
      ignore:
        'Jeżeli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'button', label: copy.button, url: data.resetUrl },
    { type: 'paragraph', text: copy.validity },
    { type: 'paragraph', text: copy.ignore },
  ]);
}
