// How the plugin counts words. The remark step calls it on the text of each page.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const WORD = /\p{L}[\p{L}\p{M}\p{N}'’]*/gu;

/** Words of a text: each Chinese or Japanese character counts as one, other words start with a letter. */
function countWords(text) {
  const characters = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').match(WORD)?.length ?? 0;
  return characters + words;
}

module.exports = { countWords };
