import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors.js';

/**
 * Reads the one file of a multipart request, refusing it past `maxBytes` with a 413 that names the limit.
 * A body that is not valid multipart (bad boundary, cut short) is the client's fault: 400.
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  const maxMb = Math.round(maxBytes / (1024 * 1024));
  let data: Buffer;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } });
    if (!part || part.fieldname !== field) throw fieldError(field, 'fileRequired');
    data = await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('tooLarge', 'fileTooLarge', { params: { maxMb } });
    if (statusCode !== undefined && statusCode < 500) throw error;
    throw new AppError('malformed', 'malformedRequest');
  }
  if (data.length === 0) throw fieldError(field, 'fileRequired');
  return data;
}
