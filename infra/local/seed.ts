/** Demo data for `npm start` on an empty database. Returns the lines to print (the demo logins). */
export async function seedDemo(): Promise<string[]> {
  return [];
}
