import path from 'node:path';

export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  clientDir: string;
  adminEmail?: string;
  adminPassword?: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    clientDir: path.resolve('dist/client'),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
  };
}
