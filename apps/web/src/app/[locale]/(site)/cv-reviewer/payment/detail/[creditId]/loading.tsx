import { OrderStatusLoading } from '@/features/payments/payment-loading';

export default OrderStatusLoading;
