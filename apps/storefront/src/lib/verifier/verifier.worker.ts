/**
 * The verifier: `@tuah/fairness` in a Web Worker, so that loading the package (its curves' set-up)
 * and the checks a proof page makes as it opens run beside the page, not on its main thread.
 */
import * as fairness from '@tuah/fairness';

import { answer, type VerifierAnswer, type VerifierRequest } from './protocol';

/** The worker's own scope, typed here rather than by the WebWorker library, which clashes with the DOM one the app uses. */
const scope = self as unknown as {
    addEventListener(type: 'message', listener: (event: MessageEvent<VerifierRequest>) => void): void;
    postMessage(answer: VerifierAnswer): void;
};

scope.addEventListener('message', ({ data }) => {
    const said = answer(fairness, data);
    try {
        scope.postMessage(said);
    } catch (error) {
        // A value that cannot be cloned must still settle the page's request.
        scope.postMessage({ id: data.id, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
});
