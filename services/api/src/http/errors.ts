// Typed errors: code throws these; the one error handler (errorHandler.ts) maps them to status codes.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailed extends HttpError {
  constructor(message: string, field?: string) {
    super(400, message, field);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Your session has ended. Please log in again.') {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
/** 429: every one carries Retry-After (docs/api-conventions.md, "Limits"): the seconds until the limit lets this caller in again. */
export class TooManyRequests extends HttpError {
  constructor(
    message = 'Too many attempts. Please wait a few minutes and try again.',
    readonly retryAfterSeconds = 60,
  ) {
    super(429, message);
  }
}
export class ServiceUnavailable extends HttpError {
  constructor(message = 'This service is temporarily unavailable. Please try again in a minute.') {
    super(503, message);
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaType extends HttpError {
  constructor(message: string, field?: string) {
    super(415, message, field);
  }
}
/** An outside system (Crossref ...) failed; the message says which and what to do. */
export class BadGateway extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}
export class GatewayTimeout extends HttpError {
  constructor(message: string) {
    super(504, message);
  }
}

export const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  406: 'Not Acceptable', 408: 'Request Timeout', 409: 'Conflict', 413: 'Payload Too Large', 415: 'Unsupported Media Type',
  422: 'Unprocessable Entity', 429: 'Too Many Requests', 431: 'Request Header Fields Too Large', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
