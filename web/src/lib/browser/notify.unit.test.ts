import { describe, expect, it, vi } from 'vitest';
import { connectToaster, notify, onToastWanted } from './notify';

describe('notify', () => {
  it('keeps toasts until a toaster connects, asks for one, then shows them in order', () => {
    const wanted = vi.fn();
    const stopWatching = onToastWanted(wanted);
    notify.error('first');
    notify.info('second');
    expect(wanted).toHaveBeenCalledTimes(2);

    const shown: string[] = [];
    const disconnect = connectToaster((kind, message) => shown.push(`${kind}:${message}`));
    expect(shown).toEqual(['error:first', 'info:second']);
    notify.success('third');
    expect(shown).toEqual(['error:first', 'info:second', 'success:third']);
    expect(wanted).toHaveBeenCalledTimes(2);

    disconnect();
    notify.info('later');
    expect(shown).toHaveLength(3);
    expect(wanted).toHaveBeenCalledTimes(3);
    stopWatching();

    const lateListener = vi.fn();
    onToastWanted(lateListener);
    expect(lateListener).toHaveBeenCalledTimes(1);
    connectToaster((kind, message) => shown.push(`${kind}:${message}`));
    expect(shown.at(-1)).toBe('info:later');
  });
});
