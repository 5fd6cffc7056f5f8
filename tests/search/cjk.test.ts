import MiniSearch, { type Options } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { MINISEARCH_OPTIONS, type SearchRecord } from '@/lib/runtime/search-index';

// A small fixture of our own: pages in Chinese, Japanese and Korean, each with words a reader would
// type. Recall is the share of (word, page) pairs whose page the word finds.
const PAGES: { text: string; words: string[] }[] = [
  { text: '小工具是一个口袋大小的装置，它会安静地嗡嗡作响。本手册说明如何设置它。', words: ['口袋', '装置', '安静', '手册', '设置'] },
  { text: '按两次按钮唤醒小工具。准备就绪时它会闪烁绿灯。', words: ['按钮', '唤醒', '准备', '闪烁', '绿灯'] },
  { text: '打开箱子，把小工具放在平坦的齿轮板上。然后连接电源线。', words: ['箱子', '平坦', '齿轮', '连接', '电源线'] },
  { text: '設定ファイルを編集して、サーバーを再起動してください。', words: ['設定', 'ファイル', '編集', 'サーバー', '再起動'] },
  { text: '検索機能は日本語の文章でも単語を見つけます。', words: ['検索', '機能', '日本語', '文章', '単語'] },
  { text: '문서를 번역하고 서버를 다시 시작하세요. 설정 파일을 확인하십시오.', words: ['문서', '번역', '서버', '설정', '파일'] },
];

const records: (SearchRecord & { id: number })[] = PAGES.map((page, id) => ({
  id,
  section: 'docs',
  url: `/zh-Hans/guide/p${id}`,
  title: `Page ${id}`,
  context: '',
  terms: '',
  names: '',
  text: page.text,
}));

/** MiniSearch's default: words are what lies between spaces and punctuation. */
const SPACES: Options<SearchRecord> = { fields: ['title', 'text'], storeFields: [], searchOptions: { prefix: false, combineWith: 'AND' } };

function recall(options: Options<SearchRecord>): number {
  const search = new MiniSearch<SearchRecord & { id: number }>(options);
  search.addAll(records);
  let found = 0;
  let asked = 0;
  PAGES.forEach((page, id) => {
    for (const word of page.words) {
      asked += 1;
      if (search.search(word).some((hit) => hit.id === id)) found += 1;
    }
  });
  return found / asked;
}

describe('search in Chinese, Japanese and Korean', () => {
  it('finds the words of a page (recall measured against splitting on spaces)', () => {
    const before = recall(SPACES);
    const after = recall(MINISEARCH_OPTIONS);
    console.log(
      `CJK recall on ${PAGES.reduce((n, p) => n + p.words.length, 0)} words: spaces ${(before * 100).toFixed(0)}%, segmented ${(after * 100).toFixed(0)}%`,
    );
    expect(after).toBeGreaterThanOrEqual(0.9);
    expect(after).toBeGreaterThan(before);
  });

  it('leaves Latin text as it was split', () => {
    const search = new MiniSearch<SearchRecord & { id: number }>(MINISEARCH_OPTIONS);
    search.addAll([{ ...records[0]!, text: 'Gizmo wordCount 小工具 settings' }]);
    expect(search.search('count').length).toBe(1);
    expect(search.search('settings').length).toBe(1);
    expect(search.search('工具').length + search.search('小工具').length).toBeGreaterThan(0);
  });
});
