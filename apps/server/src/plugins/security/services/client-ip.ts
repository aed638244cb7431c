import { isIPv6 } from 'node:net';

import type { Request } from 'express';

/**
 * The address a limit is keyed on. `req.ip` is Express's answer: the socket's address, or,
 * with `trust proxy` set (TRUST_PROXY), the client a trusted proxy reported in
 * X-Forwarded-For. IPv4-mapped IPv6 addresses count as IPv4; other IPv6 addresses are keyed
 * by their /64, the block one customer line usually gets.
 */
export function clientAddress(req: Request | undefined): string {
    const ip = req?.ip ?? req?.socket?.remoteAddress ?? 'unknown';
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return mapped[1]!;
    if (isIPv6(ip)) return ipv6Prefix64(ip);
    return ip;
}

function ipv6Prefix64(ip: string): string {
    const [head, tail = ''] = ip.split('::');
    const headParts = head ? head.split(':') : [];
    const tailParts = tail ? tail.split(':') : [];
    const missing = 8 - headParts.length - tailParts.length;
    const groups = ip.includes('::') ? [...headParts, ...Array(Math.max(0, missing)).fill('0'), ...tailParts] : headParts;
    return (
        groups
            .slice(0, 4)
            .map(g => parseInt(g || '0', 16).toString(16))
            .join(':') + '::/64'
    );
}
