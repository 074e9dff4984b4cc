/**
 * The security page (/about/security), in English and Polish: the certification badges
 * (GDPR, ISO 27001, PCI DSS, SSL, card-scheme verification), then how card data stay off our
 * servers (hosted payment page), encrypted connections, account security (argon2 password hashes,
 * session cookies), advice against phishing and how to report a vulnerability. The statements match
 * the server: argon2id hashes, HttpOnly SameSite session cookies of at most 30 days, HSTS, rate-limited
 * sign-in, no personal data in browser storage.
 */
import type { Seller } from '#api/contract/seller.ts';
import type { Bilingual } from '../content-types.ts';

export function securityPage(seller: Seller): Bilingual {
  return {
    en: {
      title: 'Security',
      metaDescription: `How ${seller.companyName} protects your account, your payments and your personal data: certifications, encryption, secure card payments and reporting a vulnerability.`,
      intro:
        'Your payments and personal data are safe with us. Here is how we protect them, and how you can help.',
      sections: [
        {
          heading: 'Certifications and standards',
          blocks: [
            {
              kind: 'badges',
              items: [
                {
                  id: 'gdpr',
                  label: 'GDPR compliant',
                  text: 'We process personal data in line with the EU General Data Protection Regulation and have appointed a data protection officer.',
                },
                {
                  id: 'iso27001',
                  label: 'ISO/IEC 27001',
                  text: 'We manage information security following the ISO/IEC 27001 standard.',
                },
                {
                  id: 'pcidss',
                  label: 'PCI DSS',
                  text: 'Card payments are handled by PaynetEasy, a payment provider certified to the card industry’s PCI DSS standard.',
                },
                {
                  id: 'ssl',
                  label: 'SSL/TLS encryption',
                  text: 'Every page, form and payment is sent over an encrypted HTTPS connection.',
                },
                {
                  id: 'card-schemes',
                  label: 'Card-scheme verification',
                  text: 'Card payments are confirmed with your bank through 3-D Secure (Visa Secure, Mastercard Identity Check, American Express SafeKey).',
                },
              ],
            },
          ],
        },
        {
          heading: 'Your card data never reach our servers',
          blocks: [
            {
              kind: 'p',
              text: 'When you pay by card, you enter the card details on the secure payment page of our payment provider, PaynetEasy, not in our shop. We receive only the result of the payment: approved or declined.',
            },
            {
              kind: 'p',
              text: 'We never see, store or process your card number, expiry date or security code.',
            },
          ],
        },
        {
          heading: 'Encrypted connections',
          blocks: [
            {
              kind: 'list',
              items: [
                'The whole shop works only over HTTPS with current TLS encryption; the padlock in the address bar confirms it.',
                'Your browser is told to connect to us only through HTTPS (HSTS), so an attacker cannot quietly switch you to an unencrypted connection.',
              ],
            },
          ],
        },
        {
          heading: 'Account security',
          blocks: [
            {
              kind: 'list',
              items: [
                'We never store your password, only a one-way hash of it made with Argon2, the algorithm recommended for passwords. Nobody, including our staff, can read it.',
                'A password must have at least 6 characters; we recommend a longer one that you use nowhere else.',
                'Repeated failed sign-in attempts are limited, which stops passwords being guessed.',
                'Your sign-in is kept in a session cookie that scripts cannot read and that is sent only over HTTPS. It expires after 30 days at the latest, and signing out ends the session on our server at once.',
                'We keep no personal data in your browser’s storage, so a shared computer does not show the previous user’s account.',
              ],
            },
          ],
        },
        {
          heading: 'How to protect yourself',
          blocks: [
            {
              kind: 'list',
              items: [
                'We will never ask for your password or card details by e-mail, phone or chat.',
                'Enter card details only on the payment page that opens from our checkout, with “https” and the padlock in the address bar.',
                'If you are unsure whether a message really comes from us, contact our customer service before you click any link.',
              ],
            },
          ],
        },
        {
          heading: 'Reporting a vulnerability',
          blocks: [
            {
              kind: 'p',
              text: `If you have found a security vulnerability in our shop, please write to ${seller.customerServiceEmail} with the subject “Security”. Describe the problem and the steps needed to reproduce it.`,
            },
            {
              kind: 'list',
              items: [
                'We confirm receipt within 48 hours and keep you informed until the problem is fixed.',
                'Please do not access, change or delete other people’s data, do not disrupt the shop, and give us reasonable time to fix the problem before you publish it.',
                'We will not take legal action against anyone who reports a vulnerability in good faith and follows these rules.',
              ],
            },
            {
              kind: 'p',
              text: `If you think your account or personal data have been compromised, please also write to our data protection officer at ${seller.dataProtectionOfficerEmail}.`,
            },
          ],
        },
      ],
    },
    pl: {
      title: 'Bezpieczeństwo',
      metaDescription: `Jak ${seller.companyName} chroni Twoje konto, płatności i dane osobowe: certyfikaty, szyfrowanie, bezpieczne płatności kartą i zgłaszanie podatności.`,
      intro:
        'Twoje płatności i dane osobowe są u nas bezpieczne. Wyjaśniamy, jak je chronimy i jak możesz nam w tym pomóc.',
      sections: [
        {
          heading: 'Certyfikaty i standardy',
          blocks: [
            {
              kind: 'badges',
              items: [
                {
                  id: 'gdpr',
                  label: 'Zgodność z RODO',
                  text: 'Przetwarzamy dane osobowe zgodnie z ogólnym rozporządzeniem UE o ochronie danych (RODO) i wyznaczyliśmy inspektora ochrony danych.',
                },
                {
                  id: 'iso27001',
                  label: 'ISO/IEC 27001',
                  text: 'Zarządzamy bezpieczeństwem informacji zgodnie z normą ISO/IEC 27001.',
                },
                {
                  id: 'pcidss',
                  label: 'PCI DSS',
                  text: 'Płatności kartą obsługuje PaynetEasy – operator płatności certyfikowany zgodnie ze standardem branży kartowej PCI DSS.',
                },
                {
                  id: 'ssl',
                  label: 'Szyfrowanie SSL/TLS',
                  text: 'Każda strona, formularz i płatność są przesyłane szyfrowanym połączeniem HTTPS.',
                },
                {
                  id: 'card-schemes',
                  label: 'Weryfikacja organizacji kartowych',
                  text: 'Płatności kartą potwierdzasz w swoim banku w ramach 3-D Secure (Visa Secure, Mastercard Identity Check, American Express SafeKey).',
                },
              ],
            },
          ],
        },
        {
          heading: 'Dane Twojej karty nie trafiają na nasze serwery',
          blocks: [
            {
              kind: 'p',
              text: 'Płacąc kartą, wpisujesz jej dane na bezpiecznej stronie płatności naszego operatora PaynetEasy, a nie w naszym sklepie. My otrzymujemy wyłącznie wynik płatności: zaakceptowana lub odrzucona.',
            },
            {
              kind: 'p',
              text: 'Nigdy nie widzimy, nie przechowujemy ani nie przetwarzamy numeru karty, daty ważności ani kodu zabezpieczającego.',
            },
          ],
        },
        {
          heading: 'Szyfrowane połączenie',
          blocks: [
            {
              kind: 'list',
              items: [
                'Cały sklep działa wyłącznie przez HTTPS z aktualnym szyfrowaniem TLS – potwierdza to kłódka na pasku adresu.',
                'Przeglądarka otrzymuje polecenie łączenia się z nami tylko przez HTTPS (HSTS), więc atakujący nie może niepostrzeżenie przełączyć Cię na połączenie nieszyfrowane.',
              ],
            },
          ],
        },
        {
          heading: 'Bezpieczeństwo konta',
          blocks: [
            {
              kind: 'list',
              items: [
                'Nie przechowujemy Twojego hasła, a jedynie jego jednokierunkowy skrót utworzony algorytmem Argon2, zalecanym do ochrony haseł. Nikt, także nasi pracownicy, nie może go odczytać.',
                'Hasło musi mieć co najmniej 6 znaków; zalecamy dłuższe, którego nie używasz nigdzie indziej.',
                'Liczba nieudanych prób logowania jest ograniczona, co uniemożliwia odgadywanie haseł.',
                'Zalogowanie jest utrzymywane w pliku cookie sesji, którego skrypty nie mogą odczytać i który jest przesyłany wyłącznie przez HTTPS. Wygasa najpóźniej po 30 dniach, a wylogowanie natychmiast kończy sesję na naszym serwerze.',
                'Nie zapisujemy danych osobowych w pamięci przeglądarki, więc na współdzielonym komputerze nie zobaczysz konta poprzedniego użytkownika.',
              ],
            },
          ],
        },
        {
          heading: 'Jak się chronić',
          blocks: [
            {
              kind: 'list',
              items: [
                'Nigdy nie poprosimy o hasło ani dane karty e-mailem, telefonicznie ani na czacie.',
                'Dane karty wpisuj wyłącznie na stronie płatności, na którą przekierowuje Cię nasz formularz zamówienia – z „https” i kłódką na pasku adresu.',
                'Jeśli nie masz pewności, czy wiadomość naprawdę pochodzi od nas, zanim klikniesz jakikolwiek link, skontaktuj się z naszym biurem obsługi klienta.',
              ],
            },
          ],
        },
        {
          heading: 'Zgłaszanie podatności',
          blocks: [
            {
              kind: 'p',
              text: `Jeśli znajdziesz lukę w zabezpieczeniach naszego sklepu, napisz na adres ${seller.customerServiceEmail} z tematem „Bezpieczeństwo”. Opisz problem i kroki pozwalające go odtworzyć.`,
            },
            {
              kind: 'list',
              items: [
                'Potwierdzimy otrzymanie zgłoszenia w ciągu 48 godzin i będziemy informować Cię o postępach aż do usunięcia problemu.',
                'Prosimy nie uzyskiwać dostępu do cudzych danych, nie zmieniać ich ani nie usuwać, nie zakłócać działania sklepu i dać nam rozsądny czas na usunięcie problemu przed jego upublicznieniem.',
                'Nie podejmiemy kroków prawnych wobec osób, które w dobrej wierze zgłoszą podatność i przestrzegają tych zasad.',
              ],
            },
            {
              kind: 'p',
              text: `Jeśli podejrzewasz, że Twoje konto lub dane osobowe zostały naruszone, napisz również do naszego inspektora ochrony danych na adres ${seller.dataProtectionOfficerEmail}.`,
            },
          ],
        },
      ],
    },
  };
}
