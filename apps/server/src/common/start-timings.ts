import { performance } from 'node:perf_hooks';

/**
 * How long each phase of a start took, printed as one line once the server is ready
 * (docs/performance.md#first-start) and read by the bench. `performance.now()` counts from the
 * process's own start, so the first phase ("modules") is Node's start-up and every module
 * `index.ts` loads before its first line runs.
 */
const phases: Array<{ name: string; ms: number }> = [];
let last = 0;
/** Time spent in parts (timeStartPart) since the last mark: theirs, not the running phase's. */
let inParts = 0;

/** Ends the phase running since the previous mark (or the process's start) and names it. */
export function markStartPhase(name: string): void {
    const now = performance.now();
    phases.push({ name, ms: now - last - inParts });
    last = now;
    inParts = 0;
}

/**
 * Times `work`, done inside a phase, as a phase of its own that may recur across phases (the demo
 * pictures, drawn by several seed steps): its time is taken out of the running phase, so the
 * phases still add up to the total.
 */
export async function timeStartPart<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
        return await work();
    } finally {
        const ms = performance.now() - started;
        phases.push({ name, ms });
        inParts += ms;
    }
}

/** Times `work` as a phase of its own (the time since the last mark before it goes to `before`). */
export async function timeStartPhase<T>(name: string, work: () => Promise<T>, before = 'other'): Promise<T> {
    const started = performance.now();
    if (started - last - inParts >= 1) phases.push({ name: before, ms: started - last - inParts });
    last = started;
    inParts = 0;
    try {
        return await work();
    } finally {
        markStartPhase(name);
    }
}

/**
 * One line per phase, in milliseconds, in the order they ran (a step run twice is summed), then the
 * total; the server logs them at INFO. (`log` is passed in: the bench reads this module without Vendure.)
 */
export function logStartPhases(log: (line: string) => void): void {
    for (const [name, ms] of mergedPhases()) log(`Start phase ${name}: ${Math.round(ms)} ms`);
    log(`Start total: ${Math.round(performance.now())} ms (CPU ${Math.round(cpuMs())} ms)`);
}

function mergedPhases(): Map<string, number> {
    const merged = new Map<string, number>();
    for (const p of phases) merged.set(p.name, (merged.get(p.name) ?? 0) + p.ms);
    return merged;
}

function cpuMs(): number {
    const cpu = process.cpuUsage();
    return (cpu.user + cpu.system) / 1000;
}

/**
 * The line printed with the ready line: `Start timings (s): modules 1.82 | … | total 4.71 | cpu 5.10`
 * (wall-clock seconds per phase; `cpu` is the process's user + system time, which a busy machine
 * inflates less than the wall clock). The bench parses it (parseStartTimings), so keep its shape.
 */
export function startTimingsLine(): string {
    const parts = [...[...mergedPhases()].map(([name, ms]) => [name, ms] as const), ['total', performance.now()] as const, ['cpu', cpuMs()] as const];
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
