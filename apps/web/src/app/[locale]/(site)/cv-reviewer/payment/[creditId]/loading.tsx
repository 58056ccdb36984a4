import { PaymentLoading } from '@/features/payments/payment-loading';

export default PaymentLoading;
