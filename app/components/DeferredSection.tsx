import { Await } from '@remix-run/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '#app/i18n/react';
import { SectionError } from './SectionError';
import { isSectionFailed, JS_COOKIE, type Streamed } from './streaming';

/**
 * Placeholder while a section's data streams in: announced as busy, drawn as grey bars.
 * `lines` roughly matches the section's height so the page does not jump when it arrives.
 */
export function SectionSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{t('common.loadingSection', { section: label })}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span className="skeleton__line" aria-hidden="true" key={index} />
      ))}
    </div>
  );
}

/**
 * A section whose data comes as a promise from the loader (or as plain data: then it renders at
 * once), as deferred.server.ts's settleUnlessStreaming hands it over. It shows a skeleton until the
 * data streams in, and the section error with Retry when the section could not be loaded (its
 * SECTION_FAILED, or a promise that rejected), so it fails alone while the rest of the page stands.
 */
export function DeferredSection<T>({
  resolve,
  label,
  lines,
  fallback,
  children,
}: {
  resolve: Streamed<T>;
  /** The section's name, already translated: said while loading and in the error. */
  label: string;
  lines?: number;
  fallback?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  useEffect(rememberScripts, []);
  return (
    <Suspense fallback={fallback ?? <SectionSkeleton label={label} lines={lines} />}>
      <Await resolve={resolve} errorElement={<SectionError what={label} />}>
        {(value) => (isSectionFailed(value) ? <SectionError what={label} /> : children(value as T))}
      </Await>
    </Suspense>
  );
}

/** Tells the server this browser runs our scripts, so its next pages may stream (see streaming.ts). */
function rememberScripts() {
  document.cookie = `${JS_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
}
