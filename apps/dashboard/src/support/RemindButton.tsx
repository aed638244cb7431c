import { api, Button, toast } from '@vendure/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, formatTime } from '../common/format';
import { REMIND_UNCLAIMED_PRIZE } from './api';

/**
 * "Send reminder" for one unclaimed prize (UpdateCustomer): the winner gets a notification in English
 * and Malay; the server sends at most one per prize in 24 hours and says when the next may go.
 */
export function RemindButton({ wonPrizeId, prizeName, winner }: { wonPrizeId: string; prizeName: string; winner: string }) {
    const queryClient = useQueryClient();
    const [refusal, setRefusal] = useState<string | null>(null);
    const remind = useMutation({
        mutationFn: () => api.mutate(REMIND_UNCLAIMED_PRIZE, { wonPrizeId }),
        onSuccess: async ({ remindUnclaimedPrize: result }) => {
            if (result.__typename === 'PrizeReminderRefusedError') {
                setRefusal(result.nextReminderAt ? `${result.message}: the next reminder can go after ${formatTime(result.nextReminderAt)}.` : result.message);
                return;
            }
            setRefusal(null);
            toast.success(`Reminder sent to ${winner} for ${prizeName}`);
            await queryClient.invalidateQueries({ queryKey: ['tuah', 'support'] });
        },
        onError: error => setRefusal(apiErrorMessage(error)),
    });
    return (
        <div>
            <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={remind.isPending}
                onClick={() => remind.mutate()}
                aria-label={`Send reminder to ${winner} for ${prizeName}`}
            >
                {remind.isPending ? 'Sending…' : 'Send reminder'}
            </Button>
            {refusal && (
                <p role="alert" className="text-sm text-destructive mt-1 max-w-64 whitespace-normal">
                    {refusal}
                </p>
            )}
        </div>
    );
}
