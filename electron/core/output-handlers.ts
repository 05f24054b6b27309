import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { runApi } from './api-handlers.js';
import { activeConnection, type CoreContext } from './core-context.js';
import type { Handlers } from './core-types.js';
import { CoreError } from './errors.js';
import { mergePdfs } from '../../shared/pdf/merge-pdfs.js';

type OutputOperation = 'cache.list' | 'cache.clear' | 'print.printers' | 'print.pdf' | 'pdf.save';

/** A file name the save dialog may suggest: no folders, no characters a file system refuses. */
export function safePdfName(suggested: string | undefined, uid: string): string {
  const cleaned = basename((suggested ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
    .replace(/[<>:"|?*\u0000-\u001f]/g, '_')
    .trim()
    .slice(0, 120);
  const name = cleaned === '' || cleaned.startsWith('.') ? `document-${uid}` : cleaned;
  return name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`;
}

function printerOf(ctx: CoreContext) {
  const printer = ctx.options.printer;
  if (!printer) throw new CoreError('unsupported', 'This window cannot print directly; open the document and print from the viewer.');
  return printer;
}

/** Handlers of the offline cache, printing and saving PDFs, through the host's optional ports. */
export function createOutputHandlers(ctx: CoreContext): Pick<Handlers, OutputOperation> {
  return {
    'cache.list': async () => {
      const { entries } = await ctx.cache.list(activeConnection(ctx).id);
      return entries.map(({ key, operation, request, fetchedAt, userRun }) => ({ key, operation, request, fetchedAt, userRun }));
    },
    'cache.clear': async () => ({ removed: await ctx.cache.clear(activeConnection(ctx).id) }),
    'print.printers': async () => printerOf(ctx).list(),
    'print.pdf': async ({ documents, printer, copies }) => {
      const port = printerOf(ctx);
      const connection = activeConnection(ctx);
      // Every form is fetched before anything prints, so an unreachable service prints nothing rather than half the set.
      const parts: Buffer[] = [];
      for (const { uid, form } of documents) {
        const pdf = await runApi(ctx, { op: 'documents.pdf', request: { uid, form }, connection });
        parts.push(Buffer.from(pdf.data.base64, 'base64'));
      }
      await port.print(Buffer.from(await mergePdfs(parts)), { printer, copies });
      return { printed: parts.length };
    },
    'pdf.save': async ({ uid, form, joined, suggestedName }) => {
      const choose = ctx.options.chooseSavePath;
      if (!choose) throw new CoreError('unsupported', 'This window saves PDFs from the viewer; use its download button.');
      const connection = activeConnection(ctx);
      // Fetched first, so an unreachable service is reported before the user picks a folder.
      const first = await runApi(ctx, { op: 'documents.pdf', request: { uid, form }, connection });
      const replies = [first];
      for (const target of joined ?? []) replies.push(await runApi(ctx, { op: 'documents.pdf', request: target, connection }));
      const path = await choose(safePdfName(suggestedName, uid));
      if (path === null) return { saved: false };
      const parts = replies.map((reply) => Buffer.from(reply.data.base64, 'base64'));
      await writeFile(path, await mergePdfs(parts));
      // A file with any form from the offline cache is as old as that form.
      const cached = replies.filter((reply) => reply.source === 'cache').sort((a, b) => a.fetchedAt.localeCompare(b.fetchedAt))[0];
      return { saved: true, source: cached ? 'cache' : 'live', fetchedAt: (cached ?? first).fetchedAt };
    },
  };
}
