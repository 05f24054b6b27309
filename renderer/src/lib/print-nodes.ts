/**
 * Prints nodes made for paper through the page's own print dialog: `root` and its print-only `css` are added
 * for the dialog and removed when it closes. The app itself is hidden by that css while printing.
 */
export function printNodes(root: HTMLElement, css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  document.body.append(root);
  const cleanup = () => {
    root.remove();
    style.remove();
    window.removeEventListener('afterprint', cleanup);
  };
  window.addEventListener('afterprint', cleanup);
  window.print();
}
