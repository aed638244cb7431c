import net from 'node:net';

/** A TCP proxy a test controls, standing between the shop's processes and a shared service. */
export interface TcpProxy {
    /** host:port to give the shop in place of the service's. */
    host: string;
    port: number;
    /** The service is "away": every open connection is destroyed and new ones are refused (reset at once). */
    cut(): void;
    /** The service is back: new connections go through again. */
    restore(): void;
    close(): Promise<void>;
}

/**
 * An outage without touching the shared PostgreSQL or Redis (other runs use them): point the
 * shop at this proxy, then cut() and restore() it. While cut, a connection attempt is accepted
 * and reset at once, as a host whose service is down answers.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
    let cut = false;
    const open = new Set<net.Socket>();
    const server = net.createServer(client => {
        if (cut) {
            client.resetAndDestroy();
            return;
        }
        const upstream = net.connect(target.port, target.host);
        open.add(client);
        open.add(upstream);
        const drop = () => {
            client.destroy();
            upstream.destroy();
            open.delete(client);
            open.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream);
        upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as net.AddressInfo;
    return {
        host: '127.0.0.1',
        port,
        cut: () => {
            cut = true;
            for (const s of open) s.resetAndDestroy();
            open.clear();
        },
        restore: () => {
            cut = false;
        },
        close: () =>
            new Promise<void>(resolve => {
                for (const s of open) s.destroy();
                server.close(() => resolve());
            }),
    };
}
