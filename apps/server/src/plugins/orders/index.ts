/** What other code may use of the orders plugin; outside code imports from here only. */
export { OrdersPlugin } from './orders.plugin';
export { CustomerOrdersService } from './services/customer-orders.service';
export { ORDER_BUCKETS, type OrderBucket } from './constants';
