// The payments API as the web reads it: paths and the domain's contracts.
import {
  creditsResponseSchema,
  paymentOrderResponseSchema,
  paymentOrdersResponseSchema,
  paymentProductsResponseSchema,
} from '@jenjang/domain';

export const paymentsRequests = {
  products: { path: '/v1/payments/products', schema: paymentProductsResponseSchema },
  credits: (limit = 10) => ({
    path: '/v1/payments/credits',
    schema: creditsResponseSchema,
    query: { limit },
  }),
  orders: (limit = 10) => ({
    path: '/v1/payments/orders',
    schema: paymentOrdersResponseSchema,
    query: { limit },
  }),
  order: (id: string) => ({
    path: `/v1/payments/orders/${encodeURIComponent(id)}`,
    schema: paymentOrderResponseSchema,
  }),
};
