import { ID, RequestContext, VendureEvent } from '@vendure/core';

import { NotificationMessage } from './notification.service';

/** Notifications were stored for these customers: delivered after their transaction commits, so pushes follow only what happened. */
export class NotificationsSentEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public customerIds: ID[],
        public message: NotificationMessage,
    ) {
        super();
    }
}
