// The site's own declaration of Sass modules, as a Vite or Rspress site has one.
declare module '*.module.scss' {
  const classes: Record<string, string>;
  export default classes;
}
