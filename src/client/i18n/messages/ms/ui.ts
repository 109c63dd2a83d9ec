// The texts of the ui area, one export each (see index.ts).
export {};
