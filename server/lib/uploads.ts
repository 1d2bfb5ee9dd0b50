import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors.js';

/** Reads the one file of a multipart request, refusing it past `maxBytes` with a 413 that names the limit. */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  const maxMb = Math.round(maxBytes / (1024 * 1024));
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } });
  if (!part || part.fieldname !== field) throw fieldError(field, 'fileRequired');
  try {
    const data = await part.toBuffer();
    if (data.length === 0) throw fieldError(field, 'fileRequired');
    return data;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('tooLarge', 'fileTooLarge', { params: { maxMb } });
    }
    throw error;
  }
}
