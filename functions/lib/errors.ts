/** Typed errors: handlers and services throw these; only the error middleware turns them into responses. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
  /** Messages of 4xx errors are meant for the user; 5xx messages are never exposed. */
  get expose(): boolean {
    return this.statusCode < 500;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
/** A portal route without a live portal session (the portal sends its person to sign in again). */
export const unauthorized = (message: string) => new HttpError(401, message);
/** 403 is reserved for session problems and roles: the client answers it with a silent refresh. */
export const forbidden = (message = 'Access denied') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message = 'Request body is too large (limit 1 MB)') => new HttpError(413, message);
export const unsupportedMediaType = (message = 'Content-Type must be application/json') => new HttpError(415, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {});
