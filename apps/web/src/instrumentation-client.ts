// Runs in the browser before any page code (Next.js' client instrumentation hook).
import { makeZodJitless } from './lib/zod-jitless';

makeZodJitless();
