import { esmSyntaxPlace } from '../loaders/commonjsCheckLoader';

describe('esmSyntaxPlace', () => {
  test('finds the first import or export statement, at its line and column', () => {
    expect(esmSyntaxPlace(`// A component\nimport React from 'react';\n`)).toEqual({ line: 2, column: 1 });
    expect(esmSyntaxPlace(`const a = 1;\n\n  export { a };\n`)).toEqual({ line: 3, column: 3 });
    expect(esmSyntaxPlace(`import './side-effect.css';\n`)).toEqual({ line: 1, column: 1 });
    expect(esmSyntaxPlace(`export default function A() {}\n`)).toEqual({ line: 1, column: 1 });
    expect(esmSyntaxPlace(`import * as all from 'x';\n`)).toEqual({ line: 1, column: 1 });
  });

  test('CommonJS, dynamic import() and import.meta are not ES module statements', () => {
    expect(esmSyntaxPlace(`const React = require('react');\nmodule.exports = () => import('./lazy');\n`)).toBeUndefined();
    expect(esmSyntaxPlace(`const url = import.meta.url;\nexports.x = 1;\n`)).toBeUndefined();
    expect(esmSyntaxPlace(`const important = 1; // imports\n`)).toBeUndefined();
  });
});
