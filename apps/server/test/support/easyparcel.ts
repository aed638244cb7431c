import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to EPRateCheckingBulk: rates (price in ringgit), or a top-level error. */
export type FakeEasyParcelAnswer =
    | {
          rates: Array<{
              service_id: string;
              service_name: string;
              courier_name: string;
              price: string;
              delivery: string;
              service_detail?: string;
              cod_service_available?: string;
          }>;
      }
    | { error_code: string; error_remark: string };

/**
 * A local stand-in for EasyParcel's classic API: form-encoded POSTs to `/?ac=<action>`, answers
 * in its envelope (`api_status`, `error_code`, `error_remark`, `result`). Records every request.
 * `answer` is the rate check's; `results` holds other actions' first result (or a top-level error).
 */
export async function startFakeEasyParcel(answer: FakeEasyParcelAnswer) {
    const requests: Array<{ action: string | null; contentType: string; form: Record<string, string> }> = [];
    const results: Record<string, Record<string, unknown>> = {};
    const fake = { url: '', requests, answer, results, stop: () => new Promise<void>(resolve => server.close(() => resolve())) };
    const server = http.createServer((req, res) => {
        let body = '';
        req.on('data', chunk => (body += chunk));
        req.on('end', () => {
            const action = new URL(req.url ?? '/', 'http://fake').searchParams.get('ac');
            requests.push({ action, contentType: String(req.headers['content-type']), form: Object.fromEntries(new URLSearchParams(body)) });
            const now: Record<string, unknown> =
                action === 'EPRateCheckingBulk' ? fake.answer : (fake.results[action ?? ''] ?? { error_code: '404', error_remark: 'Unknown action' });
            const envelope =
                'error_code' in now
                    ? { api_status: 'Error', error_code: now.error_code, error_remark: now.error_remark, result: [] }
                    : { api_status: 'Success', error_code: '0', error_remark: '', result: [{ REQ_ID: '', status: 'Success', remarks: '', ...now }] };
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(envelope));
        });
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()));
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return fake;
}
