// Module resolve hook of eventLoopProbe.mjs: reports each parser library a process resolves (its
// import, static or dynamic) to the probe, which records it. Not part of the product.
const PARSERS = /\/node_modules\/(pdf-lib|pdfjs-dist|exceljs|cheerio|sharp|fast-xml-parser)\//;
let port;

export function initialize(data) {
  port = data.port;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const match = PARSERS.exec(resolved.url ?? '');
  if (match) port?.postMessage(match[1]);
  return resolved;
}
