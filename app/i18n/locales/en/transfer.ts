/** The transfer namespace (en): member-centre words, sent only with member-centre pages (see namespaces.server.ts). */
const transfer = {};

export default transfer;
