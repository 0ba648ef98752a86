/** The records namespace (en): member-centre words, sent only with member-centre pages (see namespaces.server.ts). */
const records = {};

export default records;
