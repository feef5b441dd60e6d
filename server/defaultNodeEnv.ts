/**
 * NODE_ENV is 'production' unless the start names it (`npm run dev` sets development). React, Redux
 * Toolkit and Express read it when they are first imported or their objects made, and unset they
 * take it for development: the server renderer then ran Redux's development checks on every page
 * (about 54 ms a render) and wrote their warnings as plain text into the JSON log (issue 33).
 * Imported first by the entries (server/main.ts, server/cli/start.ts): an ES module's imports run
 * before its own body, so setting it in the entry's body would come too late.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';

export {};
