import type { LineToShip, ShipTo } from './fulfilment-api';

/** The ship-to address as a label prints it: name, phone, street, postcode and city, state, country. */
export function ShipToAddress({ address }: { address: ShipTo | null }) {
    if (!address?.streetLine1) return <p className="text-destructive">No shipping address on this order.</p>;
    const lines = [
        address.fullName,
        address.company,
        address.streetLine1,
        address.streetLine2,
        [address.postalCode, address.city].filter(Boolean).join(' '),
        address.province,
        address.country,
    ].filter(Boolean);
    return (
        <address className="not-italic leading-snug">
            {lines.map((line, i) => (
                <div key={i} className={i === 0 ? 'font-medium' : undefined}>
                    {line}
                </div>
            ))}
            <div>Phone: {address.phoneNumber || 'none given'}</div>
        </address>
    );
}

/** "3 × Cap", a won prize marked as one: what goes in the parcel (never a blind box). */
export function LinesToShip({ lines }: { lines: LineToShip[] }) {
    return (
        <ul className="grid gap-1">
            {lines.map(l => (
                <li key={l.id}>
                    <span className="tabular-nums">{l.quantity}</span> × {l.productVariant.name}
                    {l.customFields?.prizeId && <span className="ml-2 rounded border px-1 text-xs font-medium">Won prize</span>}
                </li>
            ))}
        </ul>
    );
}
