/** The analytics namespace (en): the question about counting visits and the footer's answer, sent by the root loader only when the brand measures visits (features/analytics). */
const analytics = {
  consentNotice: {
    label: 'Analytics cookies',
    text: 'May {{brand}} count visits with Google Analytics? It tells us which pages work and which do not. No advertising cookies, and nothing is counted unless you allow it.',
    allow: 'Allow analytics',
    decline: 'No thanks',
  },
  consentChoice: {
    label: 'Analytics',
    granted: 'Your visits are counted with Google Analytics, as you allowed.',
    denied: 'Your visits are not counted.',
    stop: 'Stop counting my visits',
    allow: 'Allow analytics',
  },
};

export default analytics;
