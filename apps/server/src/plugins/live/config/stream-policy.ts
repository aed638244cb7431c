import type { RateLimitPolicy } from '../../security';

/**
 * Opening live streams per client address: a browser opens one per campaign page it shows (and
 * reconnects after a drop, at most every 3 seconds), so 30 a minute is generous, while a script
 * opening thousands cannot hold the process's sockets and memory. Counted per minute; a refused
 * address waits the rest of a minute. `max` comes from LIVE_STREAM_IP_LIMIT.
 */
export function streamOpenPolicy(max: number): RateLimitPolicy {
    return { name: 'live-stream:ip', max, windowSeconds: 60, blockSeconds: 60 };
}
