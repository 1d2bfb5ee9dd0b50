import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { initI18n } from './lib/i18n';
import './styles.css';

await initI18n();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A transition renders in slices that yield to the browser instead of one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers />
    </StrictMode>,
  );
});
