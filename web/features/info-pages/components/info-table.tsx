/** A table of the content model: a caption, column header cells, and each row's first cell as its header. */
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import type { Block } from '../content-types.ts';

export function InfoTable({ block }: { block: Extract<Block, { kind: 'table' }> }) {
  return (
    <ScrollRegion label={block.caption} className="rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-slate-900">{block.caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {block.head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {block.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-3 py-2 text-slate-700">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
