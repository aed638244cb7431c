export interface LivePluginOptions {
    /**
     * `local`: a change is seen only by the process it happened in (one process, or processes
     * whose watchers can live with polling); `redis`: every process hears every change.
     */
    pubsub: 'local' | 'redis';
    /** With `pubsub: 'redis'`. */
    redisUrl?: string;
    /** The Redis channel of "campaign X changed" (REDIS_PREFIX + `:live:campaign`). */
    channel: string;
    /** New streams one client address may open per minute (LIVE_STREAM_IP_LIMIT, default 30); more answer 429. */
    streamsPerMinute: number;
    /** Streams one client address may hold open at once in one process (LIVE_STREAMS_PER_ADDRESS, default 20); more answer 429. */
    openStreamsPerAddress: number;
}
