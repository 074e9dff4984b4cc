/** The e-mail confirming a new account address, sent to that address. */
import {
  counted,
  type MailContent,
  type MailLanguage,
  type MailSeller,
  render,
  SHOP_NAME,
} from './render.ts';

/** To the new address of an e-mail change: the change takes effect only through this link. */
export function emailChangeConfirmMail(
  lang: MailLanguage,
  data: { firstName: string; newEmail: string; confirmUrl: string; validHours: number },
  seller: MailSeller,
): MailContent {
  const hours = counted(
    lang,
    data.validHours,
    {
      en: { one: 'hour', other: 'hours' },
      pl: { one: 'godzinę', few: 'godziny', many: 'godzin', other: 'godziny' },
    }[lang],
  );
  const copy = {
    en: {
      subject: `Confirm your new ${SHOP_NAME} e-mail address`,
      intro: `You asked to sign in to your ${SHOP_NAME} account with ${data.newEmail} from now on. Use the button below to confirm that this address is yours.`,
      validity: `The link is valid for ${hours} and works only once. Until then, your account keeps its current address.`,
      button: 'Confirm the new address',
      ignore: 'If you did not ask for this, you can ignore this e-mail: nothing changes.',
    },
    pl: {
      subject: `Potwierdź nowy adres e-mail w ${SHOP_NAME}`,
      intro: `Poprosiłeś o logowanie do konta w ${SHOP_NAME} adresem ${data.newEmail}. Kliknij przycisk poniżej, aby potwierdzić, że ten adres należy do Ciebie.`,
      validity: `Link jest ważny przez ${hours} i można go użyć tylko raz. Do tego czasu konto zachowuje dotychczasowy adres.`,
      button: 'Potwierdź nowy adres',
      ignore: 'Jeżeli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – nic się nie zmieni.',
    },
  }[lang];
  return render(lang, seller, copy.subject, data.firstName, [
    { type: 'paragraph', text: copy.intro },
    { type: 'button', label: copy.button, url: data.confirmUrl },
    { type: 'paragraph', text: copy.validity },
    { type: 'paragraph', text: copy.ignore },
  ]);
}
