// Planted violation: a server module outside src/config reading the environment itself.
export const port = Number(process.env.PORT ?? 5000);
