/**
 * Imports INEGI's municipality catalogue (Catálogo Único de Claves de Áreas
 * Geoestadísticas, CSV with the columns CVE_ENT, NOM_ENT, CVE_MUN, NOM_MUN):
 * each row is upserted by state and municipality code.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { municipalities, states } from '../db/schema.ts';

/** Result of an import. */
export interface ImportResult {
  /** Rows written (new or updated). */
  upserted: number;
  /** Rows skipped, with the reason, by 1-based line number. */
  skipped: { line: number; reason: string }[];
}

/** Decodes a CSV file: UTF-8 (with or without BOM), or Latin-1 as INEGI often publishes it. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/** Splits CSV text into rows of fields (RFC 4180 quotes, commas, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if (field || row.length) endRow();
  return rows.filter((r) => r.some((f) => f.trim()));
}

/** Imports the catalogue; states missing from the database are created. */
export async function importMunicipalities(db: Database, text: string): Promise<ImportResult> {
  const [header, ...rows] = parseCsv(text);
  const column = (name: string) => header?.findIndex((h) => h.trim().toUpperCase() === name) ?? -1;
  const [ent, nomEnt, mun, nomMun] = ['CVE_ENT', 'NOM_ENT', 'CVE_MUN', 'NOM_MUN'].map(column);
  if ([ent, nomEnt, mun, nomMun].some((i) => i === undefined || i < 0)) {
    throw new Error('El CSV debe tener las columnas CVE_ENT, NOM_ENT, CVE_MUN y NOM_MUN.');
  }
  const stateIds = new Map((await db.select().from(states)).map((s) => [s.inegiCode, s.id]));
  const result: ImportResult = { upserted: 0, skipped: [] };
  for (const [index, row] of rows.entries()) {
    const line = index + 2;
    const rawState = row[ent!]?.trim() ?? '';
    const rawCode = row[mun!]?.trim() ?? '';
    const stateCode = rawState.padStart(2, '0');
    const code = rawCode.padStart(3, '0');
    const name = row[nomMun!]?.trim() ?? '';
    if (!/^\d{1,2}$/.test(rawState) || !/^\d{1,3}$/.test(rawCode) || !name) {
      result.skipped.push({ line, reason: 'clave o nombre no válido' });
      continue;
    }
    let stateId = stateIds.get(stateCode);
    if (!stateId) {
      const stateName = row[nomEnt!]?.trim() || `Estado ${stateCode}`;
      const [created] = await db
        .insert(states)
        .values({
          inegiCode: stateCode,
          name: stateName,
          abbreviation: stateName.slice(0, 4).toUpperCase(),
        })
        .onConflictDoUpdate({ target: states.inegiCode, set: { name: stateName } })
        .returning();
      stateId = created!.id;
      stateIds.set(stateCode, stateId);
    }
    await db
      .insert(municipalities)
      .values({ stateId, inegiCode: code, name })
      .onConflictDoUpdate({
        target: [municipalities.stateId, municipalities.inegiCode],
        set: { name: sql`excluded.name` },
      });
    result.upserted++;
  }
  return result;
}
