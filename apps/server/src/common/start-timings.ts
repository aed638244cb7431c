import { performance } from 'node:perf_hooks';

/**
 * How long each phase of a start took, printed as one line once the server is ready
 * (docs/performance.md#first-start) and read by the bench. `performance.now()` counts from the
 * process's own start, so the first phase ("modules") is Node's start-up and every module
 * `index.ts` loads before its first line runs.
 */
const phases: Array<{ name: string; ms: number }> = [];
let last = 0;

/** Ends the phase running since the previous mark (or the process's start) and names it. */
export function markStartPhase(name: string): void {
    const now = performance.now();
    phases.push({ name, ms: now - last });
    last = now;
}

/** Times `work` as a phase of its own (the time since the last mark before it goes to `before`). */
export async function timeStartPhase<T>(name: string, work: () => Promise<T>, before = 'other'): Promise<T> {
    const started = performance.now();
    if (started - last >= 1) phases.push({ name: before, ms: started - last });
    last = started;
    try {
        return await work();
    } finally {
        markStartPhase(name);
    }
}

/**
 * The line printed with the ready line: `Start timings (s): modules 1.82 | … | total 4.71 | cpu 5.10`
 * (wall-clock seconds per phase; `cpu` is the process's user + system time, which a busy machine
 * inflates less than the wall clock). The bench parses it (parseStartTimings), so keep its shape.
 */
export function startTimingsLine(): string {
    const merged = new Map<string, number>();
    for (const p of phases) merged.set(p.name, (merged.get(p.name) ?? 0) + p.ms);
    const cpu = process.cpuUsage();
    const parts = [
        ...[...merged].map(([name, ms]) => [name, ms] as const),
        ['total', performance.now()] as const,
        ['cpu', (cpu.user + cpu.system) / 1000] as const,
    ];
    return START_TIMINGS_PREFIX + parts.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)}`).join(' | ');
}

/** The phases of a start from a server's output (its last timings line), in seconds. */
export function parseStartTimings(output: string): Record<string, number> | undefined {
    const line = output
        .split('\n')
        .reverse()
        .find(l => l.startsWith(START_TIMINGS_PREFIX));
    if (!line) return undefined;
    return Object.fromEntries(
        line
            .slice(START_TIMINGS_PREFIX.length)
            .split(' | ')
            .map(part => {
                const at = part.lastIndexOf(' ');
                return [part.slice(0, at), Number(part.slice(at + 1))];
            }),
    );
}

export const START_TIMINGS_PREFIX = 'Start timings (s): ';
