/** The withdraw namespace (ko): member-centre words, sent only with member-centre pages (see namespaces.server.ts). */
const withdraw = {};

export default withdraw;
