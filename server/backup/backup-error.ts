/** A backup or restore that cannot go on; the message tells the operator why and what to do. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}
