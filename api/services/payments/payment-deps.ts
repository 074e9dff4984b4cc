/** What the card payment services are given (database, mailer, gateway, log) and our return addresses. */
import type { OrderMailDeps } from '../order-mails.ts';
import type { PaymentProvider } from './provider.ts';

export interface PaymentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PaymentDeps extends OrderMailDeps {
  provider: PaymentProvider;
  log: PaymentLog;
  /** Signs the payment status page's token (the server's session secret). */
  statusSecret: string;
}

/** Our redirect and callback addresses, under PUBLIC_URL (the gateway reaches us there). */
export {
  PAYMENT_CALLBACK_PATH as CALLBACK_PATH,
  PAYMENT_RETURN_PATH as RETURN_PATH,
} from '#api/contract/orders.ts';
