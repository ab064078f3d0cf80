"""Scripts, folding and tokens: the groundwork every reader module shares.

Everything a reader compares is a *key*: a word folded into one plain Roman
spelling, so that the Devanagari, Hinglish and English spellings of one word
meet. Devanagari words are first turned into Roman letters with
``indic-transliteration`` (ITRANS; its answers kept between processes by
``lang.deva_cache``, so a process imports it only for a word it has not met), after Hindi schwa deletion (the silent
inherent "a": चावल → chaval, अरहर → arhar, नमकीन → namkin) and after folding
nukta and nasal marks (ज़ → ज, ँ → ं, ं → n/m before the next consonant).
Roman words are then folded conservatively (``fold_roman``): case,
diacritics, ``chh``/``chch`` → ``ch``, ``ph`` → ``f``, ``sh`` → ``s``,
``w`` → ``v``, ``z`` → ``j``, ``q`` → ``k``, ``ee`` → ``i``, ``oo`` → ``u``,
doubled letters to one (``aa`` → ``a``, ``kk`` → ``k``), and a trailing ``a``
dropped from words of five letters or more. The same folding is applied to
catalogue names and to the text, so a key can only ever match a key made
the same way; nothing is fuzzy.

``detect_language`` implements the rule of READING.md.
"""
from __future__ import annotations

from lang.spellings import VARIANTS
import functools
import re
import unicodedata
from dataclasses import dataclass
from typing import Iterator, Mapping

from lang.deva_cache import itrans
from lang.name_words import name_tokens

__all__ = ["Token", "tokenize", "normalize", "fold", "fold_roman", "fold_deva", "deva_variants",
           "fold_words", "fold_phrase", "fold_phrases", "has_phrase", "is_devanagari", "detect_language", "language_of", "HINGLISH_WORDS", "strip_blocks"]

# --- normalisation ------------------------------------------------------------------------------

_DEVA_DIGITS = str.maketrans("०१२३४५६७८९", "0123456789")
_DROP = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"), None)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_APOSTROPHE = re.compile(r"(?<=[A-Za-z])['\u2019](?=[A-Za-z])")
#: Both tables at once (their keys differ, and neither's output is the other's key), and the characters they
#: change: ``str.translate`` with a dict looks up every character of a non-ASCII text (about 10 µs for a
#: 70-character message with ₹ in it), so the text is translated only when it has one of them.
_DIGITS_AND_DROP = {**_DEVA_DIGITS, **_DROP}
_TRANSLATED = re.compile("[" + "".join(map(chr, _DIGITS_AND_DROP)) + "]")


_DOTS = re.compile(r"\.{2,}")


def normalize(text: str) -> str:
    """NFKC, Devanagari digits to ASCII, zero-width marks and in-word apostrophes dropped (don't → dont),
    control characters to spaces.

    NFKC splits the precomposed nukta letters (क़ → क + ़) and turns full-width
    digits and letters into ASCII ones.
    """
    text = unicodedata.normalize("NFKC", text)
    if _TRANSLATED.search(text):
        text = text.translate(_DIGITS_AND_DROP)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = _DOTS.sub("…", text) if ".." in text else text  # "though… ₹29 chalega?" (NFKC: "..."): one break, no empty
    # sentences between ("the sentence before" the ₹29 had been an empty one)
    text = _APOSTROPHE.sub("", text) if "'" in text or "\u2019" in text else text
    return _CONTROL.sub(" ", text)


def is_devanagari(ch: str) -> bool:
    """A Devanagari letter or mark (not a digit or danda)."""
    return "\u0900" <= ch <= "\u0963" or "\u0971" <= ch <= "\u097f"


# --- Devanagari → Roman key --------------------------------------------------------------------

_VIRAMA, _NUKTA, _ANUSVARA, _CANDRABINDU, _VISARGA = "\u094d", "\u093c", "\u0902", "\u0901", "\u0903"
_LABIALS = set("पफबभम")
_PRE_MAP = str.maketrans({"ऑ": "ओ", "ऍ": "ए", "ॲ": "अ", "\u0949": "\u094b", "\u0945": "\u0947",
                          "\u0946": "\u0947", "\u094a": "\u094b", "ऒ": "ओ", "ऎ": "ए"})


def _is_consonant(ch: str) -> bool:
    return "\u0915" <= ch <= "\u0939" or "\u0958" <= ch <= "\u095f" or "\u0978" <= ch <= "\u097f"


def _is_matra(ch: str) -> bool:
    return ("\u093a" <= ch <= "\u094c" and ch not in (_NUKTA, "\u093d")
            or ch in "\u094e\u094f\u0955\u0956\u0957\u0962\u0963")


def _schwa_delete(word: str, medial: bool) -> str:
    """Insert a virama where Hindi drops the inherent "a": at the end, and (``medial``) in V C _ C V."""
    units: list[list[str]] = []  # [kind, text, vowel] ; kind C (consonant) or V (vowel/other)
    for ch in word:
        if _is_consonant(ch):
            units.append(["C", ch, "a"])
        elif _is_matra(ch) or ch == _VIRAMA:
            if units and units[-1][0] == "C" and units[-1][2] == "a":
                units[-1][2] = ch
            else:
                units.append(["V", ch, ""])
        else:
            units.append(["V", ch, ""])
    cons = [i for i, u in enumerate(units) if u[0] == "C" or u[1] not in (_ANUSVARA, _VISARGA)]
    if len(cons) > 1:
        last = cons[-1]
        if units[last][0] == "C" and units[last][2] == "a":
            units[last][2] = _VIRAMA
    if medial:
        def voiced(j: int) -> bool:  # unit j is a syllable with a vowel (consonant + vowel, or a vowel)
            u = units[j]
            if u[0] == "C":
                return u[2] != _VIRAMA
            return u[1] not in (_ANUSVARA, _VISARGA, _NUKTA)

        core = [i for i in range(len(units)) if units[i][1] not in (_ANUSVARA, _VISARGA)]
        for pos in range(len(core) - 2, 0, -1):
            i, before, after = core[pos], core[pos - 1], core[pos + 1]
            if units[i][0] == "C" and units[i][2] == "a" and voiced(before) and units[after][0] == "C" \
                    and voiced(after):
                units[i][2] = _VIRAMA
    return "".join(u[1] + (u[2] if u[0] == "C" and u[2] != "a" else "") for u in units)


def _nasals(word: str) -> str:
    """ँ and ं to a half न or म (म before a labial), so nasal marks fold like Roman n/m."""
    out = []
    for i, ch in enumerate(word):
        if ch in (_ANUSVARA, _CANDRABINDU):
            nxt = word[i + 1] if i + 1 < len(word) else ""
            out.append("म" + _VIRAMA if nxt in _LABIALS else "न" + _VIRAMA)
        else:
            out.append(ch)
    return "".join(out)


def deva_prepared(word: str, medial: bool = True, flap_r: bool = False, drop_candra: bool = False) -> str:
    """The Devanagari spelling of ``word`` that is transliterated: vowel signs mapped, ड़/ढ़ as र/र्ह
    (``flap_r``), ँ dropped (``drop_candra``), nukta and visarga dropped, schwa deleted, nasals folded."""
    word = word.translate(_PRE_MAP)
    if flap_r:
        word = word.replace("ड" + _NUKTA, "र").replace("ढ" + _NUKTA, "र" + _VIRAMA + "ह")
    if drop_candra:
        word = word.replace(_CANDRABINDU, "")
    word = word.replace(_NUKTA, "").replace(_VISARGA, "")
    word = _schwa_delete(word, medial)
    return _nasals(word)


def _deva_roman(word: str, medial: bool = True, flap_r: bool = False, drop_candra: bool = False) -> str:
    return itrans(deva_prepared(word, medial, flap_r, drop_candra))


@functools.lru_cache(maxsize=1 << 16)
def fold_deva(word: str) -> str:
    """The key of a Devanagari word: schwa deletion, nukta and nasal folding, ITRANS, ``fold_roman``."""
    return fold_roman(_deva_roman(word))


@functools.lru_cache(maxsize=1 << 12)
def deva_variants(word: str) -> frozenset[str]:
    """Every key a Devanagari *name* word may be written as in Roman letters.

    With and without medial schwa deletion (दियासलाई → diyaslai, diyasalai),
    with ड़/ढ़ read as d or r (कपड़े → kapde, kapre), and with ँ read as n or
    not written (चाँवल → chanval, chaval). A reading that cannot change the word
    (no ड़/ढ़, no ँ) is not spelled out again; names share words, so each is worked out once.
    """
    flaps = (False, True) if "ड" + _NUKTA in word or "ढ" + _NUKTA in word else (False,)
    candras = (False, True) if _CANDRABINDU in word else (False,)
    return frozenset(fold_roman(_deva_roman(word, medial, flap, candra)) for medial in (True, False)
                     for flap in flaps for candra in candras)


# --- Roman folding -------------------------------------------------------------------------------

_NON_LETTERS = re.compile(r"[^a-z]+")
_DOUBLES = re.compile(r"(.)\1+")


@functools.lru_cache(maxsize=1 << 16)
def fold_roman(word: str) -> str:
    """The key of a Roman word (see the module docstring for the rules)."""
    w = word.lower()
    if not w.isascii():
        w = "".join(c for c in unicodedata.normalize("NFKD", w) if not unicodedata.combining(c))
    w = _NON_LETTERS.sub("", w)
    if not w:
        return ""
    w = w.replace("chch", "ch").replace("cch", "ch").replace("chh", "ch")
    w = w.replace("ph", "f").replace("sh", "s").replace("w", "v").replace("z", "j").replace("q", "k")
    w = w.replace("ee", "i").replace("oo", "u").replace("iye", "ie")  # "dijiye" = "दीजिए" (folded "dijie")
    w = _DOUBLES.sub(r"\1", w)
    if len(w) >= 5 and w.endswith("a"):
        w = w[:-1]
    return w


def fold(word: str) -> str:
    """The key of one word in either script."""
    if word and is_devanagari(word[0]):
        return fold_deva(word)
    return fold_roman(word)


def fold_words(words: str) -> frozenset[str]:
    """The keys (``fold``) of the space-separated words of ``words``, as a set: a word table written as one string
    ("zyada bahut ज़्यादा"), for looking up tokens' keys."""
    return frozenset(fold(w) for w in words.split())


def fold_phrase(phrase: str) -> tuple[str, ...]:
    """The keys of the words of a phrase, in order (empty keys dropped)."""
    return tuple(k for k in (t.key for t in tokenize(phrase) if t.kind == "word") if k)


def fold_phrases(tables: Mapping[str, str]) -> Iterator[tuple[str, tuple[str, ...]]]:
    """(name, ``fold_phrase`` of the phrase) for each ``|``-separated phrase of each table (name → text), in order
    (a phrase with no word: ``()``).

    No token spans whitespace or a ``|`` (each is a token of its own), so a phrase's keys are its space-separated
    chunks' keys in turn; each different chunk is tokenized once per call (``lang.cues``' 27,000 phrases say some
    1,400 words: 0.16 → 0.03 s of CPU)."""
    chunks: dict[str, tuple[str, ...]] = {}
    for name, text in tables.items():
        for phrase in text.split("|"):
            keys: list[str] = []
            for chunk in phrase.split():
                if (known := chunks.get(chunk)) is None:
                    known = chunks[chunk] = fold_phrase(chunk)
                keys += known
            yield name, tuple(keys)


def has_phrase(words: list[str], phrases) -> bool:
    """Whether the folded ``words`` hold one of ``phrases`` (each a ``fold_phrase`` tuple) word for word; each word is
    compared only with the phrases it starts: linear in the words for a fixed table."""
    firsts = {p[0] for p in phrases if p}
    return any(w in firsts and any(tuple(words[k:k + len(p)]) == p for p in phrases if p and p[0] == w)
               for k, w in enumerate(words))


# --- tokens -------------------------------------------------------------------------------------

@dataclass(slots=True)
class Token:
    """One token of normalised text: a word (any script), a number in digits, a symbol or a line break."""
    kind: str  # "word" | "num" | "sym" | "nl"
    text: str
    start: int
    end: int
    key: str = ""  # folded key, words only
    deva: bool = False  # a Devanagari word


_TOKEN = re.compile(
    r"(?P<num>[0-9]+(?:[.,][0-9]+)*(?:[eE][+-]?[0-9]+)?)"
    r"|(?P<deva>[\u0900-\u0963\u0971-\u097f]+)"
    r"|(?P<word>[^\W\d_\u0900-\u097f](?:[^\W\d_\u0900-\u097f]|[\u0300-\u036f])*)"
    r"|(?P<nl>\n)"
    r"|(?P<sym>\S)")


#: A run of digits longer than this is no count, price or id a message means (a 5,000-digit "quantity": hostile
#: text); it is read as a word the reader does not know, never turned into a number (Python's int() refuses over
#: 4,300 digits: a bare 5,000-digit number had raised ValueError, found in session 55).
_MAX_NUMBER_CHARS = 40


#: Other spellings of a word, by key, to the key of the spelling the word tables hold (``lang.spellings``).
_VARIANT = {fold(a): fold(b) for a, b in VARIANTS}


def tokenize(text: str) -> list[Token]:
    """Tokens of already-normalised text (see ``normalize``); a word's key is its fold, or the fold of the
    spelling the reader's tables hold when it is another spelling of that word (``lang.spellings``)."""
    out = []
    append = out.append
    known = _WORD_KEY_CACHE.get  # (a word's key, once worked out: one look-up, not a fold and a variant's)
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        s = m.group()
        start, end = m.span()
        if kind == "word":
            key = known(s)
            append(Token("word", s, start, end, key if key is not None else _word_key(s, False)))
        elif kind == "num" and end - start > _MAX_NUMBER_CHARS:  # no count or price: a word not known (key "")
            append(Token("word", s, start, end, ""))
        elif kind == "deva":
            key = known(s)
            append(Token("word", s, start, end, key if key is not None else _word_key(s, True), True))
        else:
            append(Token(kind, s, start, end))
    return out


#: The key of each word met (``_word_key``), emptied when it grows past ``_WORD_KEY_CACHE_MAX`` words. ("cache" in
#: its name: ``lang.guards.lexicon`` walks no cache, so the words of messages read never join the words known.)
_WORD_KEY_CACHE: dict[str, str] = {}
_WORD_KEY_CACHE_MAX = 1 << 16


def _word_key(word: str, deva: bool) -> str:
    """The key ``tokenize`` gives a word (Devanagari when ``deva``): its fold, or the fold of the spelling the word
    tables hold (``lang.spellings``); "" for a word of 64 letters or more. Kept in ``_WORD_KEY_CACHE``."""
    key = (fold_deva(word) if deva else fold_roman(word)) if len(word) < 64 else ""
    key = _VARIANT.get(key, key)
    if len(_WORD_KEY_CACHE) >= _WORD_KEY_CACHE_MAX:
        _WORD_KEY_CACHE.clear()
    _WORD_KEY_CACHE[word] = key
    return key


# --- language ---------------------------------------------------------------------------------

_FENCE = re.compile(r"```[ \t]*[A-Za-z_]+[ \t]*\n?.*?```", re.S)

#: Roman-Hindi function words that mark a message as Hinglish (none of them an English word).
HINGLISH_WORDS = frozenset(fold_roman(w) for w in """
    hai hain ka ki ke ko mein mai bhej bhejo bhejiye bhejna bhejdo bhijwa bhijwaiye dijiye dijie
    dena chahiye chaiye chahie kitna kitne kitni bhaiya bhaiyya bhaia bhai ji aur nahi nahin
    theek thik kal aaj abhi rupaye rupaiye rupay rupye karo kariye kijiye kiya diya diye gaye
    gayi hue hua wala wali wale kya kyun kab bhi kuch liye lagao lagaiye lagado chalega chalegi
    rehne galat baaki baki bakaya hisaab hisab paisa paise aayega ayega aaega aaenge jaldi zyada jyada
    sasta mehenga mehnga mahanga bahut accha acha achha haan dhanyavaad dhanyawad shukriya namaste
    namaskar kripya krupya bhav bhaav daam maal humein hume humko aapka aapki aapke aap tum
    wapas vapas doge dedo denge sakte sakta kar hoga hamara hamari hamare humara batao bataiye bataen
    pehle pahle tha thi bola boli bole aapne bataya
""".split())  # (the last line: session 52's trial, "Final ₹223, pehle ₹230 bola tha." had been English)


def strip_blocks(text: str) -> str:
    """The text without its fenced blocks."""
    return _FENCE.sub(" ", text) if "```" in text else text


def detect_language(text: str, hinglish_names: frozenset[str] = frozenset(),
                    not_words: frozenset[str] = frozenset()) -> str:
    """``hi``, ``hinglish`` or ``en`` by the rule of READING.md.

    ``hi`` when Devanagari letters are at least 30% of the letters (fenced blocks
    left out); else ``hinglish`` when a Roman word is a Hinglish function word
    (``HINGLISH_WORDS``) or one of ``hinglish_names`` (keys of Hinglish item
    names, given by the reader; ``not_words`` are English words whose key is
    also such a name, e.g. "good" → gud); else ``en``.
    """
    text = strip_blocks(normalize(text if isinstance(text, str) else ""))
    return language_of(text, None, hinglish_names, not_words)


_DEVA_CHARS = re.compile(r"[\u0900-\u0963\u0971-\u097f]")
_OTHER_LETTERS = re.compile(r"[^\W\d_\u0900-\u097f]")
#: Their complements: what is left after removing these is the letters counted (checked for every code point).
_NOT_DEVA_CHARS = re.compile(r"[^\u0900-\u0963\u0971-\u097f]+")
_NOT_OTHER_LETTERS = re.compile(r"[\W\d_\u0900-\u097f]+")


#: English function words: a message with two of them and no Hinglish word is English even when it names an item
#: by its Hindi name ("₹33 per packet for Everest haldi is too close to MRP for us" is no Hinglish); "only", "just",
#: "needed": "Bansal ji, only rates needed:" is English (session 53).
_ENGLISH_FUNCTION = frozenset(fold_roman(w) for w in "the is are was were for we you our your please of with this "
                              "that will would can could only just needed".split())


#: Greetings and words of address that English-writing shopkeepers use too: alone, beside an English function
#: word, they make no message Hinglish ("Please send 10 kg rice, ji." had been Hinglish: its refusal worded so, and
#: counted under Hinglish — a new user's trial).
_COURTESY = frozenset(fold_roman(w) for w in "namaste namaskar ji bhai bhaiya bhaiyya bhaia dhanyavaad dhanyawad "
                      "shukriya".split())


def language_of(text: str, tokens: list[Token] | None, hinglish_names: frozenset[str] = frozenset(),
                not_words: frozenset[str] = frozenset()) -> str:
    """``detect_language`` for normalised text without fenced blocks, reusing its tokens when given."""
    deva = 0 if text.isascii() or not _DEVA_CHARS.search(text) else len(_NOT_DEVA_CHARS.sub("", text))
    # (= len(_DEVA_CHARS.findall(text)), without a list of letters, nor a pass when there is none)
    if deva:
        other = len(_NOT_OTHER_LETTERS.sub("", text))  # = len(_OTHER_LETTERS.findall(text)), likewise
        if deva * 10 >= 3 * (deva + other):
            return "hi"
    else:  # no Devanagari: only whether there is another letter matters (the first one found)
        other = _OTHER_LETTERS.search(text) is not None
    if other:
        if tokens is None:
            tokens = tokenize(text)
        named = name_tokens(tokens)  # lang.name_words: "Dear Sasta,", "Gopal Doodh Bhandar" are no language
        words = [t for k, t in enumerate(tokens) if t.kind == "word" and not t.deva and t.text.lower() not in not_words
                 and k not in named]
        keys = [t.key for t in words]
        hits = HINGLISH_WORDS.intersection(keys)
        if hits and not (hits <= _COURTESY and sum(k in _ENGLISH_FUNCTION for k in keys) >= 1):
            return "hinglish"  # (not "Namaste, please quote your price for 40 kg rice": English with a greeting)
        if hinglish_names and sum(k in _ENGLISH_FUNCTION for k in keys) < 2:
            for i, k in enumerate(keys):
                if k in hinglish_names or (i + 1 < len(keys) and f"{k} {keys[i + 1]}" in hinglish_names):
                    return "hinglish"
    return "en"
