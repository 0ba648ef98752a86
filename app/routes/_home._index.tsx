/** `/`: the home page itself, which its layout (_home/route.tsx) renders; no dialog over it. */
export default function HomeIndex() {
  return null;
}
