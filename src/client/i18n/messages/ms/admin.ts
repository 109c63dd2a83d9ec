// The texts of the admin area, one export each (see index.ts).
export {};
