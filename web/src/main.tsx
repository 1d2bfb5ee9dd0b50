import './app/zod-without-eval';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { brandFontFromSecondPage } from './app/brand-font';
import { keepServedFooter } from './app/layouts/DeferredFooter';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { readServerRenderState, seedAnswers } from './app/server-render-state';
import { isSignedIn } from './lib/session/auth-state';
import { i18n, initI18n } from './lib/i18n/i18n';
import { setNavigator } from './lib/browser/navigation';
import { reportUncaughtErrors } from './lib/errors/report-uncaught';
import './styles.css';

// What no screen catches is reported to the server (this entry runs in the browser only).
reportUncaughtErrors();
await initI18n();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The server renders public pages signed out, in the language of the `lang` cookie. A signed-in
// reader (whose answers differ) or another language renders afresh over that HTML.
const served = readServerRenderState();
const hydrating = served !== undefined && served.language === i18n.language && !isSignedIn();
const queryClient = createQueryClient();
if (hydrating) {
  seedAnswers(queryClient, served.answers);
  keepServedFooter(served.language);
}
const router = await createAppRouter(hydrating, queryClient);
setNavigator((path) => void router.navigate(path));
brandFontFromSecondPage(router);
const app = (
  <Providers queryClient={queryClient}>
    <RouterProvider router={router} />
  </Providers>
);

// A transition renders in slices that yield to the browser instead of one long task.
startTransition(() => {
  if (hydrating) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
