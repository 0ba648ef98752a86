/** The cashier namespace (ko): member-centre words, sent only with member-centre pages (see namespaces.server.ts). */
const cashier = {};

export default cashier;
