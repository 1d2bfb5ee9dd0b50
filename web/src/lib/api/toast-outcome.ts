import { notify } from '../browser/notify';
import { errorMessage } from './api-client';

/** A mutation's outcome as a toast: `done` when it worked, else why not; then `settled`, either way. */
export function toastOutcome(done: string, settled?: () => void) {
  return {
    onSuccess: () => notify.success(done),
    onError: (error: unknown) => notify.error(errorMessage(error)),
    onSettled: settled,
  };
}
