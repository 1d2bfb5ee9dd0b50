import { Plus } from 'lucide-react';
import { Button } from '../ui/Button';

/** A list screen's button that opens the form of a new entry. */
export function NewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button look="primary" onClick={onClick}>
      <Plus aria-hidden className="size-4" />
      {label}
    </Button>
  );
}
