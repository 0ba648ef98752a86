/** The playSession namespace (en): the reality check and the session-limit warning, sent by the root loader to signed-in members only, the only visitors their dialogs open for (features/responsible-gaming/PlaySessionSlot.tsx). */
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
};

export default playSession;
