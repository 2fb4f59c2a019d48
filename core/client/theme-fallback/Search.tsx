/** `@theme/Search` on a site without a search plugin: the navbar shows no search box. */
export default function Search() {
  return null;
}
