// A key → bytes store in a folder of pack files (issue 29, "a build that grows linearly"): the
// compiled-MDX cache and the content check's shared parses keep one entry per doc, and a file per
// entry cost the build a file creation each (0.5-1.5 ms of kernel time on the disks builds run on:
// 2 s of a 1,000-doc content check). Here each process that writes appends its entries to a pack of
// its own and their places to an index beside it, so a build makes two files per process instead of
// one per doc, and several processes (the render workers) write at once without a lock. A reader
// reads every index once (about 60 bytes an entry) and each entry it asks for with one positioned
// read. An index line is appended only after its entry's bytes: a process stopped halfway leaves
// bytes no index names, never an index naming bytes that are not there.
import fs from 'node:fs';
import path from 'node:path';

const PACK = '.pack';
const INDEX = '.index';

/** Where an entry's bytes are. */
interface Place {
  pack: string;
  offset: number;
  length: number;
}

/** Packs this process has named (newPackName). */
let named = 0;

/** Writes all of `bytes` at the file's end (one write may take only part of them). */
function writeAll(fd: number, bytes: Buffer): void {
  for (let done = 0; done < bytes.length;) done += fs.writeSync(fd, bytes, done, bytes.length - done);
}

/**
 * A new pack's name, made when it is first written: its time first, so that names sort oldest first
 * and a later entry of a key wins; then the process and a count, so no two writers share a name.
 */
function newPackName(): string {
  named += 1;
  return `${Date.now().toString(36).padStart(9, '0')}-${process.pid}-${String(named).padStart(6, '0')}`;
}

export class PackStore {
  private places: Map<string, Place> | undefined;
  private readonly open = new Map<string, number>();
  private writer: { name: string; pack: number; index: number; offset: number } | undefined;

  /** `dir` is made on the first write; `name` stands for the name of the pack this store writes (tests). */
  constructor(
    readonly dir: string,
    private readonly name?: string,
  ) {}

  /** The packs' names (without extension), oldest first: a name starts with the time of its first write. */
  private packs(): string[] {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch {
      return [];
    }
    return names
      .filter((name) => name.endsWith(INDEX))
      .map((name) => name.slice(0, -INDEX.length))
      .sort();
  }

  /** Every index, read once: a later entry of a key replaces an earlier one. */
  private index(): Map<string, Place> {
    if (this.places) return this.places;
    const places = new Map<string, Place>();
    for (const pack of this.packs()) {
      let text: string;
      try {
        text = fs.readFileSync(path.join(this.dir, pack + INDEX), 'utf8');
      } catch {
        continue;
      }
      // The last line of a process stopped while appending may be cut: only whole lines count.
      for (const line of text.split('\n').slice(0, text.endsWith('\n') ? -1 : undefined)) {
        const [key, offset, length] = line.split(' ');
        if (key && /^\d+$/.test(offset ?? '') && /^\d+$/.test(length ?? ''))
          places.set(key, { pack, offset: Number(offset), length: Number(length) });
      }
    }
    this.places = places;
    return places;
  }

  /** The bytes stored under `key`, or undefined (never stored, or its pack gone). */
  get(key: string): Buffer | undefined {
    const place = this.index().get(key);
    if (!place) return undefined;
    try {
      let fd = this.open.get(place.pack);
      if (fd === undefined) this.open.set(place.pack, (fd = fs.openSync(path.join(this.dir, place.pack + PACK), 'r')));
      const bytes = Buffer.allocUnsafe(place.length);
      if (fs.readSync(fd, bytes, 0, place.length, place.offset) !== place.length) return undefined;
      return bytes;
    } catch {
      return undefined;
    }
  }

  /** Stores `bytes` under `key` (a key has no space or line break), replacing what was stored. */
  set(key: string, bytes: Buffer | string): void {
    if (/[\s]/.test(key) || key === '') throw new Error(`A pack store key has no spaces or line breaks: "${key}"`);
    const data = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
    if (!this.writer) {
      fs.mkdirSync(this.dir, { recursive: true });
      const name = this.name ?? newPackName();
      const pack = fs.openSync(path.join(this.dir, name + PACK), 'a');
      const index = fs.openSync(path.join(this.dir, name + INDEX), 'a');
      this.writer = { name, pack, index, offset: fs.fstatSync(pack).size };
    }
    const { writer } = this;
    writeAll(writer.pack, data);
    writeAll(writer.index, Buffer.from(`${key} ${writer.offset} ${data.length}\n`));
    this.index().set(key, { pack: writer.name, offset: writer.offset, length: data.length });
    writer.offset += data.length;
  }

  /**
   * When the folder holds more than `maxPacks` packs (a build adds one per process that wrote), writes
   * each key's latest entry into one new pack and deletes the others, so readers keep reading a few
   * indexes and a replaced entry's bytes go. Run it where no other process writes the folder (the
   * content check, before next build's workers start). Returns how many packs it deleted.
   */
  compact(maxPacks: number): number {
    const packs = this.packs();
    if (packs.length <= maxPacks) return 0;
    const merged = new PackStore(this.dir);
    for (const key of this.index().keys()) {
      const bytes = this.get(key);
      if (bytes) merged.set(key, bytes);
    }
    merged.close();
    this.close();
    // The index first: a pack without its index is never read.
    for (const pack of packs) for (const extension of [INDEX, PACK]) fs.rmSync(path.join(this.dir, pack + extension), { force: true });
    return packs.length;
  }

  /** Closes the files this store opened; the next call opens them again. */
  close(): void {
    for (const fd of this.open.values()) fs.closeSync(fd);
    this.open.clear();
    if (this.writer) {
      fs.closeSync(this.writer.pack);
      fs.closeSync(this.writer.index);
      this.writer = undefined;
    }
    this.places = undefined;
  }
}
