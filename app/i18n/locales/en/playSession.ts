/** The playSession namespace (en): the reality check, the session-limit warning and the figures while playing, sent by the root loader to signed-in members only, the only visitors their dialogs open for (features/responsible-gaming/PlaySessionSlot.tsx). */
const playSession = {
  realityCheck: {
    title: 'Reality check',
    played: 'Time played this session: {{minutes}} min.',
    stakes: 'Stakes this session',
    net: 'Net result this session',
    continue: 'Continue playing',
    stop: 'Stop playing',
    endingTitle: 'Your session is ending',
    ending: 'Your session time limit ends this session at {{time}}. You will then be logged out.',
    understood: 'OK',
  },
  /** What the game frame and the lottery show while a member plays (features/responsible-gaming/SessionFigures.tsx). */
  sessionFigures: {
    label: 'This session',
    elapsed: 'Session',
    clock: 'Time',
    net: 'Net',
  },
  /** The warning before the inactivity logout (features/auth/InactivityWatch.tsx). */
  inactivity: {
    title: 'You will be logged out soon',
    warning: 'You have been inactive for a while. For your security you will be logged out in {{seconds}} s.',
    stay: 'Stay logged in',
  },
};

export default playSession;
