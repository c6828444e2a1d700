import type { Socket } from 'node:net';
import { errorBody } from './errorHandler.ts';

/**
 * Requests Node's HTTP parser refuses before any route sees them (docs/api-conventions.md, "Errors and messages"):
 * a raw non-ASCII byte or a control character in the address or a header, a malformed request line, headers over
 * the size limit, a request that arrives too slowly. Fastify's default answers "Client Error"; this answers the same
 * status with the API's error shape and a sentence saying what to do.
 */
export function clientErrorAnswer(code: string | undefined): { statusCode: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { statusCode: 408, message: 'The request took too long to arrive. Please send it again.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { statusCode: 431, message: 'The request\'s headers are too large. Please send fewer or shorter headers (cookies included).' };
  if (code === 'HPE_INVALID_URL' || code === 'HPE_INVALID_HEADER_TOKEN' || code === 'HPE_INVALID_METHOD' || code === 'HPE_INVALID_VERSION' || code === 'HPE_INVALID_CONSTANT') {
    return {
      statusCode: 400,
      message: 'The request could not be read: its address or one of its headers holds a character HTTP does not allow. '
        + 'Send characters outside plain ASCII in an address percent-encoded (%C3%A9 for é).',
    };
  }
  return { statusCode: 400, message: 'The request could not be read as HTTP. Please check the address and the headers, and send it again.' };
}

/** Fastify's `clientErrorHandler`: answers with clientErrorAnswer and closes the connection, as Fastify's default does. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // a reset connection has nobody to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = clientErrorAnswer(error.code);
  const answer = errorBody(statusCode, message);
  const body = JSON.stringify(answer);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${statusCode} ${answer.error}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
