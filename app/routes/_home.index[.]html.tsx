/** `/index.html`: another address of the home page (spec §2), which its layout renders. */
export default function HomeAlias() {
  return null;
}
