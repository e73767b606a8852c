import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppContextProvider, createAppContext } from './app/app-context.ts';
import { createAppRouter } from './app/router.tsx';
import './app.css';

const context = createAppContext();
const router = createAppRouter(context);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppContextProvider value={context}>
      <QueryClientProvider client={context.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppContextProvider>
  </StrictMode>,
);
