import { afterFirstPaint, fetchPageChunks } from './app/first-paint';
import './styles.css';

// The page the server drew goes on the screen before the app's code is fetched: on a slow link its own bytes are not
// shared with the scripts', and on a slow phone its first paint waits for no script. A page drawn in the browser
// (the signed-in areas) has nothing to paint first.
const serverDrawn = Boolean(document.getElementById('root')?.firstElementChild);
void (serverDrawn ? afterFirstPaint() : Promise.resolve()).then(() => {
  fetchPageChunks(document);
  return import('./app/start');
});
