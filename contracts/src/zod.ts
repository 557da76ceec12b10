import { z } from 'zod';

// zod compiles a fast parser with `new Function` where it can; the web's content security policy forbids that and
// the browser reports every try. The contracts' schemas are built without it, so they parse the same everywhere.
z.config({ jitless: true });

export { z };
