import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { desktop } from '../../lib/bridge.js';
import { useOpenedPdf } from './use-opened-pdf.js';
import { queryKeys } from '../../lib/query-keys.js';

/** Bytes of base64 text. */
export function bytesOfBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A printed form of a document, fetched through the bridge (live or from the offline cache) and opened by pdf.js. */
export function usePdfDocument(uid: string, form: string | undefined) {
  const reply = useQuery({
    queryKey: queryKeys.pdf.ofDocument(uid, form ?? ''),
    queryFn: () => desktop['documents.pdf']({ uid, ...(form ? { form } : {}) }),
    staleTime: 0,
  });
  const base64 = reply.data?.data.base64;
  const bytes = useMemo(() => (base64 ? bytesOfBase64(base64) : null), [base64]);
  const { pdf, error: openError } = useOpenedPdf(bytes);
  return { pdf, error: reply.error ?? openError, freshness: reply.data };
}
