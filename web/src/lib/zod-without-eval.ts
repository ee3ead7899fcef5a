import { z } from 'zod'

// Our Content-Security-Policy forbids eval. Unless told not to, zod probes `new Function` when a schema is
// built (the browser reports that as a violation), so this must run before any contract schema is created:
// it is the first import of every chunk that parses with the contract (the research engine, the literature review).
z.config({ jitless: true })
