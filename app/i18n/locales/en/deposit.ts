/** The deposit namespace (en): member-centre words, sent only with member-centre pages (see namespaces.server.ts). */
const deposit = {};

export default deposit;
