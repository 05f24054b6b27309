import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isPlainPath } from './url-policy.js';

/**
 * Maps the path of a request for the renderer build to a file inside `rootDir`, or null when the
 * path could leave it (docs/security.md, item 18): `..` in any encoding, backslashes, NUL, drive letters
 * and absolute paths are refused rather than normalised, so there is nothing clever to get past.
 */
export function resolveAssetPath(rootDir: string, pathname: string): string | null {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (!isPlainPath(pathname)) return null;
  const decoded = decodeURIComponent(pathname);
  const relativePath = decoded === '/' ? 'index.html' : decoded.slice(1);
  if (relativePath === '' || isAbsolute(relativePath) || /^[a-zA-Z]:/.test(relativePath)) return null;
  const root = resolve(rootDir);
  const file = resolve(join(root, relativePath));
  const inside = relative(root, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || !file.startsWith(root + sep)) return null;
  return file;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/** The Content-Type of a renderer file; unknown kinds are served as opaque bytes. */
export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf('.');
  return CONTENT_TYPES[dot >= 0 ? file.slice(dot).toLowerCase() : ''] ?? 'application/octet-stream';
}
