import { CircleAlert } from 'lucide-react';

/** A refusal that names no field (wrong password, network, server fault), shown inside the form. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="alert alert-soft alert-error items-start text-sm sm:col-span-2">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">{message}</span>
    </p>
  );
}
