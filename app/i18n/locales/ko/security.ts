/** The security namespace (ko): member-centre words, sent only with member-centre pages (see namespaces.server.ts). */
const security = {};

export default security;
