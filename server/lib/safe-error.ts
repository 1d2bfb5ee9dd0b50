const NUMBER_RUN = /\+?\d[\d\s-]{6,16}\d/g;

/** Long digit runs (phone numbers) as `[number]`. */
export const maskNumberRuns = (text: string) => text.replace(NUMBER_RUN, '[number]');

export interface SafeError {
  type: string;
  code?: string;
  message: string;
  cause?: SafeError;
  stack?: string;
}

/**
 * What an unexpected error may put in the logs: its type, code, message and stack frames, with
 * database query parameters dropped and long digit runs (phone numbers) masked.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  const err = error instanceof Error ? error : new Error(String(error));
  const { code } = err as { code?: unknown };
  const message = maskNumberRuns(err.message.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]'));
  return {
    type: err.name,
    ...(typeof code === 'string' ? { code } : {}),
    message,
    ...(err.cause !== undefined && depth < 3 ? { cause: safeError(err.cause, depth + 1) } : {}),
    ...(err.stack ? { stack: stackFrames(err.stack) } : {}),
  };
}

/** Only the "at …" lines: the first lines of a stack repeat the (unmasked) message. */
function stackFrames(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 10)
    .join('\n');
}
