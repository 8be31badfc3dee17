// The first paint's script (built by vite/firstPaint.ts, inlined by the server into /home): draws
// the top of the page, then loads the app, whatever happened to the drawing.
import { drawFirstPaint, readFirstPaint } from './hero';
import { startApp } from './startApp';

let drawn = false;
try {
  drawn = drawFirstPaint(document, readFirstPaint(document));
} finally {
  startApp(document, drawn);
}
