/**
 * What the product page puts in the document head while it is open: the title ("name – part number |
 * PartsPoint") and the meta description, both restored on leaving; and the schema.org JSON-LD block.
 */
import { useEffect } from 'react';
import { reportPageHead } from '../../../../lib/page-head.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { serializeJsonLd } from './product-metadata.ts';

export function useDocumentHead(title: string, description: string, image?: string) {
  useDocumentTitle(title);
  reportPageHead({ description, type: 'product', ...(image ? { image } : {}) });
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previousDescription = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previousDescription;
    };
  }, [description]);
}

/** A data block, not a script: the page's CSP (`script-src 'self'`) does not apply to it. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
