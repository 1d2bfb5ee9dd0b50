import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A text field's own value that is committed `delay` ms after the last keystroke. When the committed
 * value changes from outside (back/forward, "clear filters"), the field shows it.
 */
export function useDebouncedField(value: string, onCommit: (value: string) => void, delay: number) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const commit = useEffectEvent(onCommit);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => commit(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);
  return [text, setText] as const;
}
