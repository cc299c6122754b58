// The request options of autocannon 9 that the calculate benchmark adds to bench/autocannon.d.ts (a
// POST with a JSON body); the two declarations merge.
declare module 'autocannon' {
  interface Options {
    method?: 'GET' | 'POST';
    body?: string;
  }
}
