import { useEffect, useState } from 'react';

/**
 * Whole seconds left, counted down every second from the server's latest `secondsLeft` (by its clock,
 * not the device's, which may be wrong); a new answer from the server starts the count again.
 */
export function useSecondsLeft(secondsLeft: number): number {
  const [elapsed, setElapsed] = useState({ from: secondsLeft, seconds: 0 });
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(
      () => setElapsed({ from: secondsLeft, seconds: Math.floor((Date.now() - started) / 1000) }),
      1000,
    );
    return () => clearInterval(timer);
  }, [secondsLeft]);
  const seconds = elapsed.from === secondsLeft ? elapsed.seconds : 0;
  return Math.max(0, secondsLeft - seconds);
}

/** "2:05": minutes and seconds, Latin digits, as a countdown reads in either language. */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
