/** Stands in for the browser's EventSource: the test opens it, pushes events, breaks it. */
export class FakeEventSource {
    static all: FakeEventSource[] = [];
    onopen: (() => void) | null = null;
    onerror: (() => void) | null = null;
    closed = false;
    private listeners = new Map<string, Array<(event: MessageEvent) => void>>();

    constructor(public url: string) {
        FakeEventSource.all.push(this);
    }

    addEventListener(type: string, listener: (event: MessageEvent) => void) {
        this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    close() {
        this.closed = true;
    }

    emit(type: string, data: unknown) {
        for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
}
