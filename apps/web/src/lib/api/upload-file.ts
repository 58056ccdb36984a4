// A file upload from the browser, with progress. fetch() cannot report upload progress, so an
// upload uses XMLHttpRequest through the same-origin proxy (cookies go along); a 401 gets the
// shared refresh of the API client (by asking it for the account) and one retry. The answer's
// JSON comes back; a refusal is an ApiRequestError with the API's sentence in the page's language.
import { NETWORK_ERROR_MESSAGE, displayMessage, readErrorEnvelope } from '@jenjang/domain';
import { apiClient, ApiRequestError } from '@/lib/auth/browser-api';

export type UploadOptions = {
  /** 'id' or 'en': the language of the API's error messages. */
  language: 'id' | 'en';
  onProgress(fraction: number): void;
};

function errorFrom(xhr: XMLHttpRequest): ApiRequestError {
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    body = undefined;
  }
  const envelope = readErrorEnvelope(body);
  const retryAfter = Number(xhr.getResponseHeader('retry-after'));
  if (!envelope) {
    return new ApiRequestError(xhr.status, 'UNKNOWN_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const { messageId, details } = envelope;
  const message = displayMessage(envelope);
  return new ApiRequestError(
    xhr.status,
    messageId,
    message,
    details,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

function sendOnce(path: string, file: File, options: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', options.language);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress(1);
        try {
          resolve(JSON.parse(xhr.responseText || 'null'));
        } catch {
          resolve(null);
        }
      } else {
        reject(errorFrom(xhr));
      }
    });
    const networkFailure = () =>
      reject(new ApiRequestError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    xhr.addEventListener('error', networkFailure);
    xhr.addEventListener('timeout', networkFailure);
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** POSTs the file as the multipart field `file` to the API path; the answer's JSON body. */
export async function uploadFile(
  path: string,
  file: File,
  options: UploadOptions,
): Promise<unknown> {
  try {
    return await sendOnce(path, file, options);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    // The access token lapsed mid-flow: any call through the client refreshes it (once, shared
    // with other requests) or sends the user to sign in.
    await apiClient.request('/v1/users/me');
    options.onProgress(0);
    return sendOnce(path, file, options);
  }
}
