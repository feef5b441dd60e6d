/**
 * The patient's document downloads (issue 33): a download link followed by keyboard, the file the
 * browser saves, and its text as a PDF reader extracts it. Also the doctor's note of a past video
 * consultation, written into the e2e server's database as the doctor's page stores it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Locator } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

export interface SavedDocument {
  /** The name the browser offers to save it under. */
  name: string;
  /** Its text, pages joined. */
  text: string;
}

/** Follows `link` with the keyboard (focus, Enter) and reads the PDF the browser downloads. */
export async function downloadByKeyboard(link: Locator): Promise<SavedDocument> {
  const page = link.page();
  await expect(link).toBeVisible();
  await link.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const file = await download.path();
  const bytes = await fs.readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { name: download.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

/** Ends the video consultation `id` and gives it the doctor's `note`, as PUT …/note would. */
export function writeDoctorNote(id: number, note: string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'));
  db.pragma('busy_timeout = 10000');
  try {
    const now = new Date().toISOString();
    db.prepare('UPDATE reservations SET video_ended_at = ?, doctor_note = ?, doctor_note_at = ? WHERE id = ?').run(now, note, now, id);
  } finally {
    db.close();
  }
}
