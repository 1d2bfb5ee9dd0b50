import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Issue 8 item 7: what must never reach a log line. Each rule finds one kind of secret in the text
 * production would write (pino JSON); a masked phone (`+9665******12`) or `[redacted]` is fine.
 */
export interface LeakRule {
  name: string;
  pattern: RegExp;
}

const GULF_CODES = '(?:966|971|973|974|965|968)';

export const leakRules: LeakRule[] = [
  { name: 'JWT', pattern: /eyJ[\w-]{4,}\.eyJ[\w-]{4,}\.[\w-]*/ },
  { name: 'Bearer header', pattern: /Bearer\s+(?!\[redacted\])[\w.~+/-]{8,}/i },
  {
    name: 'authorization or cookie header',
    pattern: /"(?:authorization|cookie|set-cookie)"\s*:\s*"(?!\[redacted\])[^"]+/i,
  },
  {
    // Refresh tokens, reset tokens, keyed hashes of them: 32 random bytes as base64url.
    name: 'opaque token (32-byte base64url)',
    pattern: /(?<![\w-])(?=[\w-]{0,42}[A-Z])(?=[\w-]{0,42}[a-z])(?=[\w-]{0,42}\d)[\w-]{43}(?![\w-])/,
  },
  {
    name: 'token field with a value',
    pattern: /"(?:token|accessToken|refreshToken|resetToken|fcmToken)"\s*:\s*"(?!\[redacted\])[^"]+/i,
  },
  {
    name: 'verification or reset code',
    pattern: /(?:code|otp|pin|verification|reset)[^0-9\n]{0,20}?(?<!\d)\d{5,6}(?!\d)/i,
  },
  {
    name: 'phone number (E.164, Gulf)',
    pattern: new RegExp(`(?<![\\w.])(?:\\+|00)${GULF_CODES}\\s?\\d{7,9}(?![\\w])`),
  },
  {
    name: 'phone number (international, no plus)',
    pattern: new RegExp(`(?<![\\w.\\-/:])${GULF_CODES}5\\d{7,8}(?![\\w])`),
  },
  { name: 'phone number (local mobile)', pattern: /(?<![\w.\-/:])0?5\d{8}(?![\w])/ },
  // ADR 0038: a national ID or iqama number is kept only as a keyed hash, and never logged.
  { name: 'ID number field', pattern: /"(?:idNumber|nationalId|nin|iqamaNumber)"\s*:\s*"?[12]\d{9}/i },
  {
    name: 'password field with a value',
    pattern: /"(?:password|newPassword|currentPassword|ADMIN_PASSWORD)"\s*:\s*"(?!\[redacted\])[^"]+/i,
  },
  // The test fixtures' passwords (staff-fixtures.ts and the API tests): Word-Word-Word-NN, Quiet-River-….
  { name: 'fixture password', pattern: /\b(?:[A-Z][a-z]+-){2,3}(?:\d+|[A-Z][a-z]+-\d+)\b|Quiet-River-\w+/ },
];

export interface Leak {
  rule: string;
  file: string;
  line: number;
  /** The line around the match, with the match itself masked so the report leaks nothing. */
  excerpt: string;
}

function masked(text: string, start: number, length: number): string {
  const from = Math.max(0, start - 60);
  const to = Math.min(text.length, start + length + 60);
  const secret = text.slice(start, start + length);
  const shown = `${secret.slice(0, 3)}…(${secret.length} chars)`;
  return `${text.slice(from, start)}«${shown}»${text.slice(start + length, to)}`;
}

/** Every leak in one file's text. */
export function scanText(text: string, file = '(text)'): Leak[] {
  const leaks: Leak[] = [];
  text.split('\n').forEach((line, index) => {
    for (const rule of leakRules) {
      const match = rule.pattern.exec(line);
      if (match) {
        leaks.push({
          rule: rule.name,
          file,
          line: index + 1,
          excerpt: masked(line, match.index, match[0].length),
        });
      }
    }
  });
  return leaks;
}

export interface ScanResult {
  files: number;
  lines: number;
  leaks: Leak[];
}

export async function scanFolder(folder: string): Promise<ScanResult> {
  let names: string[] = [];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.log')).sort();
  } catch {
    // no folder: no lines, which the minimum refuses
  }
  const result: ScanResult = { files: 0, lines: 0, leaks: [] };
  for (const name of names) {
    const text = await readFile(path.join(folder, name), 'utf8');
    result.files += 1;
    result.lines += text.split('\n').filter((line) => line.trim() !== '').length;
    result.leaks.push(...scanText(text, name));
  }
  return result;
}
