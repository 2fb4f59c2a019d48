export const rawSample = { answer: 42 };
