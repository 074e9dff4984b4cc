/**
 * Sets the browser tab's title while a page is shown, and puts the previous one back after; a server
 * render takes it for the page's <title>.
 */
import { useEffect } from 'react';
import { reportPageHead } from './page-head.ts';

/** Sets `title` on `target` and returns what puts the previous title back. */
export function swapDocumentTitle(target: { title: string }, title: string): () => void {
  const previous = target.title;
  target.title = title;
  return () => {
    target.title = previous;
  };
}

/** An empty or undefined title (a page still loading its name) leaves the current one. */
export function useDocumentTitle(title: string | undefined) {
  if (title) reportPageHead({ title });
  useEffect(() => (title ? swapDocumentTitle(document, title) : undefined), [title]);
}
