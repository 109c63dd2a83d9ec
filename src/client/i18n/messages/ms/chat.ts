// The texts of the chat area, one export each (see index.ts).
export {};
