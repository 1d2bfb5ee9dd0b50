import { urlOf, type EndpointAnswer, type ErrorAnswer } from '#contract/endpoint';
import { uploadMedia } from '#contract/endpoints/properties';
import type { PropertyMedia } from '#contract/properties';
import { ApiError, apiUrl, refreshSession, requestHeaders } from '#web/lib/api/api-client';
import { i18n } from '#web/lib/i18n/i18n';

/**
 * One photo to uploadPropertyMedia through XMLHttpRequest, whose upload events give the progress
 * fetch cannot. Same headers as the API client (bearer token, Accept-Language); `propertyId` goes
 * before the file, as the server reads it first. A 401 refreshes the session once and retries.
 */
export function uploadPhoto(
  propertyId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<PropertyMedia[]> {
  return send(propertyId, file, onProgress).catch(async (error: unknown) => {
    if (error instanceof ApiError && error.status === 401 && (await refreshSession())) {
      return send(propertyId, file, onProgress);
    }
    throw error;
  });
}

function send(propertyId: number, file: File, onProgress: (fraction: number) => void) {
  return new Promise<PropertyMedia[]>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const url = urlOf(uploadMedia, {});
    request.open(uploadMedia.method, apiUrl(url));
    for (const [name, value] of Object.entries(requestHeaders(url))) request.setRequestHeader(name, value);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = (request.response ?? {}) as Partial<ErrorAnswer & EndpointAnswer<typeof uploadMedia>>;
      if (request.status === 200 && answer.data) {
        onProgress(1);
        resolve(answer.data);
        return;
      }
      reject(new ApiError(request.status, answer.message ?? i18n.t('errors.unknown'), answer.errors));
    };
    request.onerror = () => reject(new ApiError(0, i18n.t('errors.network')));
    const form = new FormData();
    form.append('propertyId', String(propertyId));
    form.append('files', file);
    request.send(form);
  });
}
