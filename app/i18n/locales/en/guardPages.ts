/** The guardPages namespace (en): the blocked-region and invalid-address pages, rendered on the server alone (features/guard/render-guard.tsx): no browser ever loads them. */
const guardPages = {
  blocked: {
    domain: {
      title: 'Invalid address',
      body: 'This address is not one of {{brand}}’s. Please contact customer service for the right one.',
    },
    region: {
      title: 'Access restricted',
      body: 'Our service is not available in your region.',
      ip: 'Your IP address: {{ip}}',
      ipUnknown: 'unknown',
    },
  },
};

export default guardPages;
