import { describe, expect, it } from 'vitest';
import { resolveModulePreloads } from './module-preloads';

const fromJs = (hostId: string) => ({ hostId, hostType: 'js' as const });

describe("the chunks a dynamic import fetches with it (Vite's modulepreload links)", () => {
  it("names none for the entry's import of the app's start: the page names them, for the entry to add a link a task", () => {
    const chunks = ['assets/start-1.js', 'assets/startup-2.js', 'assets/shared-ui-3.js'];
    expect(resolveModulePreloads('assets/start-1.js', chunks, fromJs('assets/index-CVGe_6E1.js'))).toEqual([]);
  });

  it("names the imported chunk's imports but not the chunk itself, which `import()` asks for in the same task", () => {
    const chunks = ['assets/AlertsPage-1.js', 'assets/startup-2.js', 'assets/Badge-4.js'];
    expect(resolveModulePreloads('assets/AlertsPage-1.js', chunks, fromJs('assets/render-app-5.js'))).toEqual([
      'assets/startup-2.js',
      'assets/Badge-4.js',
    ]);
  });

  it("leaves index.html's own links as Vite writes them", () => {
    const chunks = ['assets/preload-helper-0.js'];
    expect(resolveModulePreloads('assets/index-1.js', chunks, { hostId: 'index.html', hostType: 'html' })).toEqual(
      chunks,
    );
  });
});
