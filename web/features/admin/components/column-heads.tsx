/** A back-office table's header row: one column header a label, amounts aligned right. */
export interface Column {
  label: string;
  numeric?: boolean;
}

export function ColumnHeads({ columns, cellClassName }: { columns: Column[]; cellClassName: string }) {
  return (
    <tr>
      {columns.map(({ label, numeric }) => (
        <th key={label} scope="col" className={numeric ? `${cellClassName} text-right` : cellClassName}>
          {label}
        </th>
      ))}
    </tr>
  );
}
