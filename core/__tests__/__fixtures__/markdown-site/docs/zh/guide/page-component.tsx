export const frontmatter = { title: '组件页面' };

export default function PageComponent() {
  return <p className="page-component">这个页面是一个 React 组件。</p>;
}
