/**
 * Entry of the page: the shop's styles, then the app (main.tsx). A page rendered by the server is
 * painted first and the app's code runs after that frame, so the content shows as soon as the HTML
 * and the styles are in, also on a slow phone; the app's shell starts the app at once.
 */
import './styles.css';
import { holdEarlyEvents } from './lib/early-events.ts';

holdEarlyEvents();

const rendered = document.getElementById('ssr-data') !== null;

function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void (rendered ? afterPaint() : Promise.resolve()).then(() => import('./main.tsx'));
