import { run } from './main.ts';

void run(process.argv.slice(2));
