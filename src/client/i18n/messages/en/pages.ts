// The texts of the pages area, one export each (see index.ts).
export {};
