// A form's one file as bytes (CV, picture, Mark CV, Add Author's CV): streamed to disk first, never gathered with
// toBuffer() in the event loop (http/stagedUpload.ts; docs/reliability.md, "The API's event loop").
export { readUpload, type Upload } from '../../http/stagedUpload.ts';
