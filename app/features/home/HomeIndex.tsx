/** `/`, `/home`, `/index` and `/index.html`: the home page itself, which its layout (HomePage) renders; no dialog over it. */
export default function HomeIndex() {
  return null;
}
