/** An inline spinner, and the full-screen one the spec asks for while sign-in and page loads run. */
export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`spinner spinner-${size}`} aria-hidden="true" />;
}

export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="fullscreen-spinner" role="status" aria-live="polite">
      <Spinner size="lg" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** Centred spinner for a content area (route chunks and data loading inside the app shell). */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spinner />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
