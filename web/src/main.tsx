import { afterFirstPaint, fetchPageChunks } from './app/first-paint';
import './styles.css';

// The page the server drew goes on the screen before the app's code is fetched: on a slow link its own bytes are not
// shared with the scripts', and on a slow phone its first paint waits for no script. A page drawn in the browser
// (the signed-in areas) has nothing to paint first.
const serverDrawn = Boolean(document.getElementById('root')?.firstElementChild);
void (serverDrawn ? afterFirstPaint() : Promise.resolve()).then(() => {
  // The app's own chunks are asked for first: over HTTP/1.1 the page's chunks would otherwise take the six connections
  // and the app's start, which everything waits for, would queue behind them.
  const app = import('./app/start');
  void fetchPageChunks(document);
  return app;
});
