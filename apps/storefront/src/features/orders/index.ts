/** What other features use of orders: the refund notice (the checkout's success page). The shell's router imports routes.ts. */
export { RefundNotice, type GatewayRefundView } from './RefundNotice';
