import { runServer } from './server.js';

await runServer();
