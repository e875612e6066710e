import type { ReactNode } from 'react';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  icon: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/** Dark page under the transparent navbar with the form on a white card. */
export function AuthShell({ title, subtitle, icon, children, footer, wide }: AuthShellProps) {
  return (
    <div className="bg-arena-dark min-h-dvh px-4 pt-24 pb-16 sm:pt-28">
      <section className={`mx-auto w-full ${wide ? 'max-w-2xl' : 'max-w-md'}`} aria-labelledby="auth-title">
        <div className="card bg-base-100 shadow-2xl">
          <div className="card-body gap-5 p-6 sm:p-8">
            <header className="text-center">
              <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-primary/10 text-primary">{icon}</span>
              <h1 id="auth-title" className="mt-4 text-2xl font-black tracking-tight sm:text-3xl">
                {title}
              </h1>
              {subtitle && <p className="mt-1 text-sm text-base-content/80">{subtitle}</p>}
            </header>
            {children}
          </div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-white/85">{footer}</div>}
      </section>
    </div>
  );
}
