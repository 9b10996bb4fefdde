'use client';
import { useRowLabel } from '@payloadcms/ui';

type Row = { label?: string | null; name?: string | null; articleNr?: string | null; singlePanel?: string | null; title?: string | null; question?: string | null; text?: string | null; page?: string | null; href?: string | null; heading?: string | null; year?: number | null };

/** An array row in the admin named by what it holds ('Om oss → /about', '2027', 'Fentanyl · DRX191-CE25'), not 'Header 03'. */
export function RowLabel() {
  const { data, rowNumber } = useRowLabel<Row>();
  const named = data?.name && data.articleNr ? `${data.name} · ${data.articleNr}` : data?.name;
  const text = data?.label || named || data?.singlePanel || data?.heading || data?.title || data?.question || data?.text || (data?.year ? String(data.year) : '');
  const name = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  const page = data?.page || data?.href;
  const target = page ? ` → ${page}` : '';
  return <span>{name || target ? `${name}${target}` : `Row ${(rowNumber ?? 0) + 1}`}</span>;
}
