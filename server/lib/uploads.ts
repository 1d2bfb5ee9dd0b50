import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors.js';

/**
 * Reads the one file of a multipart request, refusing it past `maxBytes` with a 413 that names the limit,
 * and a second file with a 413 too. A body that is not valid multipart (bad boundary, cut short) is the
 * client's fault: 400.
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  const maxMb = Math.round(maxBytes / (1024 * 1024));
  let data: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== field) throw fieldError(field, 'fileRequired');
      data = await part.toBuffer();
      if (part.file.truncated) throw new AppError('tooLarge', 'fileTooLarge', { params: { maxMb } });
    }
  } catch (error) {
    throw uploadError(error, maxMb);
  }
  if (!data || data.length === 0) throw fieldError(field, 'fileRequired');
  return data;
}

/** What a failure while reading a multipart body answers. */
function uploadError(error: unknown, maxMb: number): Error {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('tooLarge', 'fileTooLarge', { params: { maxMb } });
  if (statusCode !== undefined && statusCode < 500) return error as Error;
  return new AppError('malformed', 'malformedRequest');
}

interface ManyFilesOptions<T> {
  fileField: string;
  maxBytes: number;
  maxFiles: number;
  /**
   * Called for each file as it arrives (the first is `index` 0), with the fields read so far, so only
   * its result is kept in memory and the caller can refuse early (a target that is not the caller's,
   * one file too many).
   */
  convert: (data: Buffer, fieldsSoFar: Readonly<Record<string, string>>, index: number) => Promise<T>;
}

/** Reads text fields and several files of one multipart request. */
export async function readFilesAndFields<T>(
  request: FastifyRequest,
  options: ManyFilesOptions<T>,
): Promise<{ fields: Record<string, string>; files: T[] }> {
  const maxMb = Math.round(options.maxBytes / (1024 * 1024));
  const fields: Record<string, string> = {};
  const files: T[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxBytes,
        files: options.maxFiles,
        fields: 10,
        parts: options.maxFiles + 10,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      // The parser cuts a file at the limit; whether it also raises the error depends on timing.
      if (part.file.truncated) throw new AppError('tooLarge', 'fileTooLarge', { params: { maxMb } });
      if (part.fieldname !== options.fileField || data.length === 0) continue;
      files.push(await options.convert(data, fields, files.length));
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('invalid', 'tooManyPhotos', { params: { max: options.maxFiles } });
    }
    throw uploadError(error, maxMb);
  }
  if (files.length === 0) throw fieldError(options.fileField, 'fileRequired');
  return { fields, files };
}

/**
 * Aborts when the client goes away before its answer is sent, so that work still waiting for it
 * (a conversion in the queue) is dropped. The error it aborts with is logged as a refusal; nobody
 * reads the answer.
 */
export function abandonedWith(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new AppError('malformed', 'malformedRequest'));
  });
  return controller.signal;
}
