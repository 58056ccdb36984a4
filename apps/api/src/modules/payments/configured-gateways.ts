// The gateway clients the configuration asks for (PAYMENT_GATEWAY and each gateway's keys).
import type { Config } from '../../config';
import { createMidtransClient } from './midtrans';
import type { PaymentGateways } from './orders.service';
import { createXenditClient } from './xendit';

export function createConfiguredGateways(config: Config): PaymentGateways {
  const { payments } = config;
  return {
    active: payments.gateway,
    midtrans: payments.midtrans.serverKey
      ? createMidtransClient({
          snapUrl: payments.midtrans.snapUrl,
          apiUrl: payments.midtrans.apiUrl,
          serverKey: payments.midtrans.serverKey,
          notificationUrl: `${config.publicApiUrl.replace(/\/+$/, '')}/v1/payments/notifications/midtrans`,
          timeoutMs: payments.timeoutMs,
        })
      : null,
    xendit: payments.xendit.secretKey
      ? createXenditClient({
          apiUrl: payments.xendit.apiUrl,
          secretKey: payments.xendit.secretKey,
          callbackToken: payments.xendit.callbackToken,
          timeoutMs: payments.timeoutMs,
        })
      : null,
  };
}
