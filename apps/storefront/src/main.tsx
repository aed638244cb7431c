import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';

import { App, createQueryClient } from './app/App';
import { initI18n, initialLanguage } from './app/i18n';
import { routes } from './app/routes';
import './app/styles.css';
import { prepareMoneyFormat } from './ui/money';

void initI18n();
// While the first screen's data is on its way, not in the task that draws it.
(window.requestIdleCallback ?? setTimeout)(() => prepareMoneyFormat(initialLanguage()));

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <App router={createBrowserRouter(routes)} queryClient={createQueryClient()} />
    </StrictMode>,
);
