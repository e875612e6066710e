import { Check, X } from 'lucide-react';

const RULES = [
  { label: 'Minimal 8 karakter', test: (p: string) => p.length >= 8 },
  { label: 'Mengandung huruf', test: (p: string) => /[A-Za-z]/.test(p) },
  { label: 'Mengandung angka', test: (p: string) => /\d/.test(p) },
];

/** Live checklist of the password rules. */
export function PasswordRequirements({ password }: { password: string }) {
  return (
    <div className="rounded-box border border-info/30 bg-info/5 p-4" aria-label="Syarat password">
      <p className="text-sm font-semibold">Syarat password baru:</p>
      <ul className="mt-2 space-y-1 text-sm">
        {RULES.map((rule) => {
          const ok = rule.test(password);
          return (
            <li key={rule.label} className={`flex items-center gap-2 ${ok ? 'text-success' : 'text-base-content/80'}`}>
              {ok ? <Check className="size-4" aria-hidden="true" /> : <X className="size-4" aria-hidden="true" />}
              {rule.label}
              <span className="sr-only">{ok ? '(terpenuhi)' : '(belum terpenuhi)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
