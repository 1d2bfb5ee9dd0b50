// ESLint rule for .tsx files: a file that exports a React component is named in PascalCase, any other
// (route tables, providers of hooks only, entry points, tests) in kebab-case. "Exports a component"
// means a named or default export of a PascalCase function, or of a PascalCase const holding a
// function or a call (memo, forwardRef, lazy). The name is read up to its first dot, so
// `code-boxes.component.test.tsx` is judged as `code-boxes`.
import path from 'node:path';

const PASCAL = /^[A-Z](?=[^_]*[a-z])[A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** @param {import('estree').Node | null | undefined} node */
function isComponentValue(node) {
  if (!node) return false;
  return (
    node.type === 'ArrowFunctionExpression' ||
    node.type === 'FunctionExpression' ||
    node.type === 'CallExpression'
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const componentFileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'PascalCase for .tsx files that export a component, kebab-case for the rest' },
    schema: [],
    messages: {
      pascal: "'{{name}}' exports the component {{component}}: name the file in PascalCase ({{suggestion}}).",
      kebab: "'{{name}}' exports no component: name the file in kebab-case.",
    },
  },
  create(context) {
    const file = path.basename(context.physicalFilename);
    if (!file.endsWith('.tsx')) return {};
    const base = file.slice(0, file.indexOf('.'));
    /** @type {string | undefined} */
    let component;
    const note = (/** @type {string | undefined} */ name) => {
      if (component === undefined && name !== undefined && PASCAL.test(name)) component = name;
    };
    return {
      'Program > ExportNamedDeclaration > FunctionDeclaration'(node) {
        note(node.id?.name);
      },
      'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator'(node) {
        if (node.id.type === 'Identifier' && isComponentValue(node.init)) note(node.id.name);
      },
      'Program > ExportDefaultDeclaration'(node) {
        const declaration = node.declaration;
        if (declaration.type === 'FunctionDeclaration' || declaration.type === 'FunctionExpression') {
          // An anonymous default function is a component if the file says so by its name.
          note(declaration.id?.name ?? (PASCAL.test(base) ? base : undefined));
        } else if (declaration.type === 'Identifier') {
          note(declaration.name);
        } else if (isComponentValue(declaration)) {
          note(PASCAL.test(base) ? base : undefined);
        }
      },
      'Program:exit'(node) {
        if (component !== undefined && !PASCAL.test(base)) {
          const suggestion =
            base
              .split('-')
              .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
              .join('') + file.slice(base.length);
          context.report({ node, messageId: 'pascal', data: { name: file, component, suggestion } });
        } else if (component === undefined && !KEBAB.test(base)) {
          context.report({ node, messageId: 'kebab', data: { name: file } });
        }
      },
    };
  },
};

export default { rules: { 'component-file-name': componentFileName } };
