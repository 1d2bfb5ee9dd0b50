/** A form's message from the server (wrong password, lockout, a name in use), read out when it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | undefined;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  const colours =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200'
      : 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200';
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm ${colours}`}
    >
      {message}
    </p>
  );
}
