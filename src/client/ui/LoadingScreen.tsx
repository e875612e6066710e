export function LoadingScreen({ dark }: { dark?: boolean }) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-3 ${dark ? 'bg-arena-dark min-h-dvh text-white' : 'min-h-[60dvh]'}`}
      role="status"
      aria-live="polite"
    >
      <span className={`loading loading-spinner loading-lg ${dark ? 'text-secondary' : 'text-primary'}`} aria-hidden="true" />
      <p className={`text-sm font-medium ${dark ? 'text-white/85' : 'text-base-content/80'}`}>Loading...</p>
    </div>
  );
}
