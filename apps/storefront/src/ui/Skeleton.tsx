/** A shimmering placeholder in the shape of content that is on its way. */
export function Skeleton({ className = '' }: { className?: string }) {
    return <div aria-hidden className={`animate-pulse rounded-xl bg-line/80 ${className}`} />;
}
