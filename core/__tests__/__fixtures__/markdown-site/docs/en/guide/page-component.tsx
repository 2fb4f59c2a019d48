export const frontmatter = { title: 'A page component' };

export default function PageComponent() {
  return <p className="page-component">This page is a React component.</p>;
}
