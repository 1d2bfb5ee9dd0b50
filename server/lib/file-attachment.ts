import type { FastifyReply } from 'fastify';
import { attachment } from './csv.js';

/** A file an endpoint answers for download (a PDF, a CSV). */
export interface FileAttachment {
  contentType: string;
  /** ASCII only: it goes into Content-Disposition as it is. */
  fileName: string;
  body: Buffer | string;
}

/** Sends the file as an attachment with its own name. */
export const sendAttachment = (reply: FastifyReply, file: FileAttachment) =>
  reply.type(file.contentType).header('content-disposition', attachment(file.fileName)).send(file.body);
