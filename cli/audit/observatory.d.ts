// The MDN HTTP Observatory's public entry (its package.json `main`, src/index.js), which ships no types: the part
// cli/audit/http.ts calls. https://github.com/mdn/mdn-http-observatory#usage
declare module '@mdn/mdn-http-observatory' {
  export function scan(hostname: string): Promise<unknown>;
}
