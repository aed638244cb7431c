/** A shimmering placeholder in the shape of content that is on its way. */
export function Skeleton({ className = '' }: { className?: string }) {
    return <div aria-hidden className={`animate-pulse rounded-xl bg-line/80 ${className}`} />;
}

/** A list on its way: `count` placeholders of one shape, spaced as the list will be. */
export function SkeletonList({ count, className, gap = 'space-y-3' }: { count: number; className: string; gap?: string }) {
    return (
        <div aria-busy="true" className={gap}>
            {Array.from({ length: count }, (_, i) => (
                <Skeleton key={i} className={className} />
            ))}
        </div>
    );
}
