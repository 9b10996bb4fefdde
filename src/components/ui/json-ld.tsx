/**
 * schema.org structured data as a `<script type="application/ld+json">`. `<` is escaped so no
 * text from content can close the script element early.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
