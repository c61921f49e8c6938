import styles from './WholeNumbers.module.scss';

/** A number with hyphens in it, «№ 77-123000-021345-2024» with its sign or a bare «77-123000-021345-2024». */
const HYPHENATED_NUMBER = /((?:№\u00a0?)?\d+(?:-\d+)+)/;

/**
 * A text whose hyphenated numbers (a building permit's, a declaration's) never break at a hyphen: each is kept on one
 * line, where a browser would wrap after any hyphen. The characters stay as they are, so a copied number is the one
 * a register finds (a no-break hyphen would not be).
 */
export function WholeNumbers({ text }: { text: string }) {
  const parts = text.split(HYPHENATED_NUMBER);
  // One element: inside a flex or grid box (a document's link) the text stays one item, not a column per part.
  return (
    <span>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className={styles.whole}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
