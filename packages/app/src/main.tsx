// First: settings the strict Content Security Policy needs before any library runs.
import './securityRuntime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { ToastProvider, lightTheme } from '@rei/ui';
import { AuthProvider } from './auth/AuthProvider';
import { OrganizationProvider } from './auth/OrganizationProvider';
import { createQueryClient } from './data/queryClient';
import { AppRoutes } from './routes/AppRoutes';

document.documentElement.classList.add(lightTheme);
const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* ToastProvider rather than UiProvider: no screen uses a tooltip, and a lone Tooltip brings its
          own provider with the same delays, so Radix Tooltip and floating-ui stay out of the first load. */}
      <ToastProvider>
        <AuthProvider>
          <OrganizationProvider>
            <Router>
              <AppRoutes />
            </Router>
          </OrganizationProvider>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
