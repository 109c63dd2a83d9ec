// The texts of the deposits area, one export each (see index.ts).
export {};
