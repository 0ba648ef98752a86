/** The withdraw namespace (en): member-centre words, sent only with member-centre pages (see namespaces.server.ts). */
const withdraw = {};

export default withdraw;
