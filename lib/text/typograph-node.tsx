import { Children, type ReactNode } from 'react';
import { typograph } from './typography';

/**
 * The typography rule for children of text components (lead paragraphs, headings): a string, or text
 * written as several pieces (`в {count} {noun}`), is joined and typographed as one text, so a number and
 * the word after it are bound even when they come from different expressions. Elements are kept as they are.
 */
export function typographNode(node: ReactNode): ReactNode {
  if (typeof node === 'string') return typograph(node);
  const parts = Children.toArray(node);
  if (parts.length > 1 && parts.every((part) => typeof part === 'string' || typeof part === 'number')) return typograph(parts.join(''));
  return node;
}
