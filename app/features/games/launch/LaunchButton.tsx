import { Form, Link, useLocation, useNavigation } from '@remix-run/react';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { launchTarget, newRequestId, useNavigationCategories, useViewer, type LaunchableGame, type LaunchMode } from '#app/features/games/launch';

interface LaunchButtonProps {
  game: LaunchableGame;
  mode: LaunchMode;
  /** What the control shows. */
  children: ReactNode;
  /** Its accessible name (the visible text names no game in a list of cards). */
  label?: string;
  className?: string;
  /** A PVP room (from the rooms popup). */
  roomId?: string;
  /** Inside the vendor popup: the game starts instead of opening the popup again. */
  inLobby?: boolean;
  /** Where the player comes back to (default: the page the control is on). */
  returnTo?: string;
}

/**
 * Starts a game through the one launch function (../launch.ts): a link where the start leads
 * somewhere first (login, the need-a-real-account prompt, a lottery page, the vendor popup), else
 * a launch form. The form is a plain POST, so it works without JavaScript; it carries a request id
 * rendered with it, so a double submit opens one game session; with JavaScript it sends once per
 * tap and stays disabled while the launch is under way.
 */
export function LaunchButton({ game, mode, children, label, className = 'button button--small', roomId, inLobby, returnTo }: LaunchButtonProps) {
  const viewer = useViewer();
  const navigation = useNavigationCategories();
  const location = useLocation();
  const target = launchTarget({ game, mode, viewer, navigation, inLobby, returnTo: returnTo ?? location.pathname + location.search });
  if (target.kind === 'link') {
    return (
      <Link className={className} to={target.href} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <LaunchForm action={target.action} mode={target.mode} roomId={roomId} label={label} className={className}>
      {children}
    </LaunchForm>
  );
}

/**
 * The request id of the form submission under way ('' for a navigation that carries none), or
 * null while the router is idle. A string, so the launch forms (one or two per game card) render
 * again only when it changes, not on every change of the router's state as useNavigation() would
 * make them (a fetcher's load, a route discovered by a link): a list of cards stays still.
 */
const LaunchInFlight = createContext<string | null>(null);

/** Reads the router's navigation once for every launch form below it (root.tsx's Layout). */
export function LaunchInFlightProvider({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const inFlight = navigation.state === 'idle' ? null : String(navigation.formData?.get('requestId') ?? '');
  return <LaunchInFlight.Provider value={inFlight}>{children}</LaunchInFlight.Provider>;
}

function LaunchForm({
  action,
  mode,
  roomId,
  label,
  className,
  children,
}: {
  action: string;
  mode: LaunchMode;
  roomId?: string;
  label?: string;
  className: string;
  children: ReactNode;
}) {
  const [requestId] = useState(newRequestId);
  const inFlight = useContext(LaunchInFlight);
  const sent = useRef(false);
  // The key the form really sent: a server-rendered form keeps the server's key after hydration
  // (React does not rewrite attributes), so the pending state compares with what was submitted.
  const submitted = useRef<string | null>(null);
  const pending = inFlight !== null && submitted.current !== null && inFlight === submitted.current;
  if (inFlight === null) {
    sent.current = false;
    submitted.current = null;
  }
  return (
    <Form
      method="post"
      action={action}
      className="launch-form"
      onSubmit={(event) => {
        // One launch per tap: a second click before the first answer sends nothing more.
        if (sent.current) event.preventDefault();
        else submitted.current = new FormData(event.currentTarget).get('requestId') as string | null;
        sent.current = true;
      }}
    >
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="requestId" value={requestId} />
      {roomId ? <input type="hidden" name="roomId" value={roomId} /> : null}
      <button type="submit" className={className} aria-label={label} disabled={pending} aria-busy={pending || undefined}>
        {children}
      </button>
    </Form>
  );
}
