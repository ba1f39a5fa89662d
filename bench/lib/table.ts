/** A plain-text table: the first row is the header, the first column is left-aligned, the rest right-aligned. */
export function formatTable(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const [header, ...body] = rows;
  if (!header) return '';
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** Kilobytes (1024 bytes) with one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
