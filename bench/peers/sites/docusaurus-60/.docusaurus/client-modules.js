export default [
  require("/work/main/bench/peers/node_modules/infima/dist/css/default/default.css"),
  require("/work/main/bench/peers/node_modules/@docusaurus/theme-classic/lib/prism-include-languages"),
  require("/work/main/bench/peers/node_modules/@docusaurus/theme-classic/lib/nprogress"),
];
