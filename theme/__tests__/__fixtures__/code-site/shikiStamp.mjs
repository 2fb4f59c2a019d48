// Marks every highlighted block, to show a site transformer reached it.
export default { name: 'stamp', pre(node) { this.addClassToHast(node, 'site-stamp'); } };
