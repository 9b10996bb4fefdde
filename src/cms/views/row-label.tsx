'use client';
import { useRowLabel } from '@payloadcms/ui';

type Row = { label?: string | null; page?: string | null; heading?: string | null; year?: number | null };

/** An array row in the admin named by what it holds ('Om oss → /about', '2027'), not 'Header 03'. */
export function RowLabel() {
  const { data, rowNumber } = useRowLabel<Row>();
  const name = data?.label || data?.heading || (data?.year ? String(data.year) : '');
  const target = data?.page ? ` → ${data.page}` : '';
  return <span>{name || target ? `${name}${target}` : `Row ${(rowNumber ?? 0) + 1}`}</span>;
}
