import type { ComponentType } from 'react';
import type { FlatNamespace } from 'i18next';

import { i18n } from '../lib/i18n';

/**
 * A route's `lazy`: fetches the page's code and its translations together, so the page never
 * shows untranslated keys or a loading flash for its words.
 */
export function lazyPage(load: () => Promise<ComponentType>, namespaces: FlatNamespace[]) {
    return async () => {
        const [Component] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
        return { Component };
    };
}
