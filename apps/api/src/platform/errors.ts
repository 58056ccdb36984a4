// Domain errors carry a catalogue code (spec section 8); one plugin maps them to HTTP.

export type ErrorDetail = { field: string; message: string };

const STATUS_BY_CODE: Record<string, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 403,
  FORBIDDEN: 403,
  USER_IS_NOT_STUDENT: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  JOB_ALREADY_APPLIED: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNKNOWN_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  REQUEST_TIMEOUT: 504,
};

const LABEL_BY_STATUS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly messageId: string,
    message: string,
    readonly details?: ErrorDetail[],
    statusCode?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode ?? STATUS_BY_CODE[messageId] ?? 400;
  }
}

export function labelForStatus(statusCode: number): string {
  return (
    LABEL_BY_STATUS[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request')
  );
}

/**
 * The `message` of the original API where its clients test it (decision 015): "Bad Request" for
 * any malformed request, "Password WRONG" for a wrong password. Other errors keep the text in
 * the person's language there (and no `localizedMessage`, which holds it where `message` does
 * not).
 */
export function originalMessage(statusCode: number, messageId: string, localized: string): string {
  if (statusCode === 400) return 'Bad Request';
  if (messageId === 'INVALID_CREDENTIALS') return 'Password WRONG';
  return localized;
}
