import { wireRequestOf, type EndpointDefinition, type InputArguments } from '#contract/endpoint';
import { notify } from '../browser/notify';
import { i18n } from '../i18n/i18n';
import { apiUrl, refreshSession, requestHeaders } from './api-client';

/** The file name a Content-Disposition header gives, or `fallback`. */
const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Downloads a file an endpoint answers (a CSV export), with the session's bearer token, which a plain
 * link cannot carry: fetched, then saved through a temporary link. A 401 renews the session once; a
 * failure says so in a toast. Answers whether the file was saved.
 */
export async function downloadFile<E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: InputArguments<E>
): Promise<boolean> {
  const wire = wireRequestOf(endpoint, input as never);
  const fetchIt = () => fetch(apiUrl(wire.url), { method: wire.method, headers: requestHeaders(wire.url) });
  try {
    let response = await fetchIt();
    if (response.status === 401 && (await refreshSession())) response = await fetchIt();
    if (!response.ok) {
      notify.error(i18n.t(response.status === 404 ? 'errors.notFound' : 'errors.unknown'));
      return false;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: fileNameOf(response.headers.get('content-disposition'), 'download'),
    });
    document.body.append(link);
    link.click();
    link.remove();
    // The click has handed the file to the browser; the link's object goes after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    return true;
  } catch {
    notify.error(i18n.t('errors.network'));
    return false;
  }
}
