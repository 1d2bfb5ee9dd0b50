let installed = false;

/**
 * Reports what no screen caught: uncaught errors and unhandled rejections. Installed once; the
 * reporter's code loads with the first error, not with every page.
 */
export function reportUncaughtErrors(target: Window = window): void {
  if (installed) return;
  installed = true;
  const report = (error: unknown) =>
    void import('./report-error')
      .then(({ reportError }) => reportError(error, 'unhandled'))
      .catch(() => undefined);
  target.addEventListener('error', (event) => report(event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => report(event.reason));
}
