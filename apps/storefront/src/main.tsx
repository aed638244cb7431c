import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';

import { App, createQueryClient } from './app/App';
import { initI18n } from './app/i18n';
import { routes } from './app/routes';
import './app/styles.css';

void initI18n();

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <App router={createBrowserRouter(routes)} queryClient={createQueryClient()} />
    </StrictMode>,
);
