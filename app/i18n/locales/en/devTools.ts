/** The devTools namespace (en): what the development tools show over a page (the brand theme's problems), sent by the root loader only while they are on. */
const devTools = {
  themeProblems: {
    title: 'Development: the brand’s colours are not in use, because some are not readable together (WCAG AA)',
    pair: '{{foreground}} on {{background}}: {{ratio}}:1, needs at least {{required}}:1',
  },
};

export default devTools;
