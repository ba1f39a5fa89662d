import type { ReactNode } from 'react';

/**
 * A list as a table on a wide screen; on a phone each row is a card (the cells stack, each with its column's name
 * beside it from the cell's `data-label`), one markup for both, read as a table. `children` are the body's rows.
 */
export function ListTable(props: {
  label: string;
  headings: readonly string[];
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  const { label, headings, testId, className, children } = props;
  return (
    <table className={className ? `list-table ${className}` : 'list-table'} aria-label={label} data-testid={testId}>
      <thead>
        <tr>
          {headings.map((heading, index) => (
            <th key={index} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
