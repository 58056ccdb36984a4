// Payments over HTTP: products (public), the buyer's orders and credits, the admin's grants, and
// the gateways' notifications (public, each verified by its gateway's rule).
import {
  adminCreditGrantRequestSchema,
  adminCreditGrantResponseSchema,
  createPaymentOrderRequestSchema,
  creditsQuerySchema,
  creditsResponseSchema,
  midtransNotificationSchema,
  paymentNotificationResponseSchema,
  paymentOrderHeadersSchema,
  paymentOrderParamsSchema,
  paymentOrderResponseSchema,
  paymentOrdersQuerySchema,
  paymentOrdersResponseSchema,
  paymentProductsResponseSchema,
  xenditCallbackHeadersSchema,
  xenditInvoiceCallbackSchema,
} from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale } from '../../platform/locale';
import { rateLimitBy } from '../../platform/rate-limits';
import { bearerSecurity as security } from '../auth/route-helpers';
import { getMyCredits, grantCredits } from './credits.service';
import { receiveMidtransNotification, receiveXenditCallback } from './notifications.service';
import {
  createPaymentOrder,
  getMyOrder,
  listMyOrders,
  listProducts,
  type PaymentsDeps,
} from './orders.service';

export type PaymentsRouteDeps = PaymentsDeps & {
  orderLimit: { perUser: number; windowMs: number };
};

const adminGrantHeadersSchema = z.looseObject({
  'idempotency-key': paymentOrderHeadersSchema.shape['idempotency-key'].optional(),
});

/** Signed in: the buyer's orders and credits, and the admin's grants. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: PaymentsRouteDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.authenticate);
  const actor = (request: FastifyRequest) => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });

  app.post(
    '/v1/payments/orders',
    {
      preHandler: rateLimitBy(app, {
        name: 'payment-order:user',
        max: deps.orderLimit.perUser,
        windowMs: deps.orderLimit.windowMs,
        key: (request) => request.user?.id,
      }),
      schema: {
        tags: ['payments'],
        summary: 'Order a product and open its payment at the gateway',
        description:
          'Header Idempotency-Key (8-128 of A-Z a-z 0-9 _ . : -) required: a retry with the ' +
          'same key answers with the same order and payment page; the same key with another ' +
          'body is 422 IDEMPOTENCY_KEY_CONFLICT. Send the buyer to redirectUrl. 400 ' +
          'PAYMENT_EVENT_REQUIRED (a ticket without its event, a pack with one); 503 ' +
          'PAYMENT_GATEWAY_UNAVAILABLE (retry with the same key); 429 RATE_LIMITED per person.',
        security,
        headers: paymentOrderHeadersSchema,
        body: createPaymentOrderRequestSchema,
        response: { 201: paymentOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await createPaymentOrder(deps, {
        ...actor(request),
        idempotencyKey: request.headers['idempotency-key'],
        body: request.body,
      });
      return reply.code(201).send({ data: { result } });
    },
  );

  app.get(
    '/v1/payments/orders',
    {
      schema: {
        tags: ['payments'],
        summary: "The signed-in person's orders, newest first",
        security,
        querystring: paymentOrdersQuerySchema,
        response: { 200: paymentOrdersResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await listMyOrders(deps, { ...actor(request), ...request.query }) };
    },
  );

  app.get(
    '/v1/payments/orders/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'One of my orders (its status follows the gateway)',
        description: "404 PAYMENT_ORDER_NOT_FOUND for an order that is not the caller's.",
        security,
        params: paymentOrderParamsSchema,
        response: { 200: paymentOrderResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return {
        data: {
          result: await getMyOrder(deps, { ...actor(request), orderId: request.params.id }),
        },
      };
    },
  );

  app.get(
    '/v1/payments/credits',
    {
      schema: {
        tags: ['payments'],
        summary: 'My credit balance and its ledger (newest first)',
        security,
        querystring: creditsQuerySchema,
        response: { 200: creditsResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return {
        data: await getMyCredits(deps, { userId: signedInUser(request).id, ...request.query }),
      };
    },
  );

  app.post(
    '/v1/admin/payments/credits/grant',
    {
      schema: {
        tags: ['payments'],
        summary: 'Give credits to a person (admins only)',
        description:
          'reason adminGrant: `credits` (1-100, default 1); reason promotionalGrant: the sales ' +
          "link's 2 free credits, once per person (409 PROMOTIONAL_GRANT_ALREADY_GIVEN). " +
          'Optional Idempotency-Key: a retry answers with the first grant. 403 for other ' +
          'roles, 404 USER_NOT_FOUND.',
        security,
        headers: adminGrantHeadersSchema,
        body: adminCreditGrantRequestSchema,
        response: { 201: adminCreditGrantResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await grantCredits(deps, actor(request), {
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(201).send({ data: { result: result.entry, balance: result.balance } });
    },
  );
};

/** Public: the products, and the gateways' notifications (verified before anything is written). */
export const paymentPublicRoutes: FastifyPluginAsyncZod<{ deps: PaymentsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/v1/payments/products',
    {
      schema: {
        tags: ['payments'],
        summary: 'What can be bought: CV reviewer credit packs and the test event ticket',
        description: 'Amounts in integer rupiah: price plus the fee items that apply (spec 9).',
        response: { 200: paymentProductsResponseSchema },
      },
    },
    async () => ({ data: { docs: listProducts() } }),
  );

  app.post(
    '/v1/payments/notifications/midtrans',
    {
      schema: {
        tags: ['payments'],
        summary: "Midtrans' HTTP notification (Payment Notification URL)",
        description:
          'Verified by signature_key (SHA-512 of order_id, status_code, gross_amount and the ' +
          'server key), the amount checked against the order and the status confirmed with ' +
          "Midtrans' status endpoint; applied once. 401 PAYMENT_NOTIFICATION_INVALID, 400 " +
          'PAYMENT_AMOUNT_MISMATCH, 404 PAYMENT_ORDER_NOT_FOUND write nothing.',
        body: midtransNotificationSchema,
        response: { 200: paymentNotificationResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await receiveMidtransNotification(deps, {
          body: request.body,
          raw: request.body,
          locale: requestLocale(request),
        }),
      },
    }),
  );

  app.post(
    '/v1/payments/notifications/xendit',
    {
      schema: {
        tags: ['payments'],
        summary: "Xendit's invoice callback",
        description:
          'Verified by the x-callback-token header, counted once per webhook-id, the amount ' +
          "checked and the invoice confirmed with Xendit's GET invoice. 401 " +
          'PAYMENT_NOTIFICATION_INVALID, 400 PAYMENT_AMOUNT_MISMATCH, 404 ' +
          'PAYMENT_ORDER_NOT_FOUND write nothing.',
        headers: xenditCallbackHeadersSchema,
        body: xenditInvoiceCallbackSchema,
        response: { 200: paymentNotificationResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await receiveXenditCallback(deps, {
          body: request.body,
          raw: request.body,
          callbackToken: request.headers['x-callback-token'],
          webhookId: request.headers['webhook-id'],
          locale: requestLocale(request),
        }),
      },
    }),
  );
};
