"""Finding catalogue items named in text, in any of the three languages; never a guess.

``ItemMatcher(catalogue).find(text)`` returns the item mentions in order.
Every catalogue name (English ``item``, Devanagari ``hindi``, Roman
``hinglish``, ``aliases``) and a short list of further names (``EXTRA_NAMES``:
the specific half of a name such as "toor" or "sarson", and a few common
English forms) is turned into *keys*: tuples of folded words
(``lang.language.fold``). Variants come only from rules that apply to both the
names and the text:

- folding (case, diacritics, nukta, nasal marks, aa/ee/oo, doubled letters,
  w/v, ph/f, z/j, sh/s, a trailing "a"): chawal = chaawal = chaval = चावल;
- transliteration: a Devanagari name gives Roman keys (अरहर दाल → arhar dal,
  कपड़े → kapde and kapre), and Devanagari text is keyed the same way, so
  Roman names also match Devanagari spellings and the reverse;
- plural and singular of the last word (onion → onions, tomatoes → tomato);
- a multi-word name written as one word (toordal, chaipatti).

A mention is the longest key sequence at a position. A key shared by several
items ("dal", "daal", "दाल", "tel", "oil", "flour") makes an *ambiguous*
mention, reported with all its candidates and no sku. Nothing is matched by
similarity, so an item is reported only when one of its keys is in the text.
Ordinary words whose folded form happens to equal an item key (English "good"
folds to "gud", a name of jaggery) are listed in ``NOT_ITEM_WORDS`` and never
start a mention; phrases such as "gud morning" and "hari mirch" are
``NOT_ITEM_PHRASES``.
"""
from __future__ import annotations

import itertools
from lang.misspellings import misspelt, one_letter_off
from dataclasses import dataclass

from lang.brand_names import BRANDS, brand_joined, firm_after
from lang.name_signs import emoji_sku
from lang.language import Token, deva_variants, fold, fold_roman, is_devanagari, normalize, tokenize
from lang.other_goods import OTHER_GOODS, OTHER_GOODS_WORDS
from lang.regional_names import REGIONAL_NAMES
from lang.units import UNIT_WORDS
from lang.weak_names import weak_table, weak_use
from market.catalogue import Catalogue, load_catalogue

__all__ = ["ItemMention", "ItemMatcher", "EXTRA_NAMES", "GENERIC_NAMES", "NOT_ITEM_WORDS",
           "NOT_ITEM_PHRASES", "STRICT_NAMES", "matcher_for"]

#: Further names: the specific part of a longer name, and common forms the catalogue leaves out.
EXTRA_NAMES: dict[str, tuple[str, ...]] = {
    "toor-dal-1kg": ("toor", "tur", "tuvar", "toovar", "tuar", "तूर", "अरहर", "तुअर", "arhar ki dal"),
    "moong-dal-1kg": ("मूंग", "मूँग", "moong ki daal", "mung"),
    "masoor-dal-1kg": ("masur", "मसूर", "masoor ki dal", "मसूर की दाल", "lal masoor"),
    "chana-dal-1kg": ("chane ki daal", "chana dal", "चने की दाल"),
    "refined-oil-1l": ("refined oil", "रिफाइंड ऑयल", "sunflower", "soyabean", "soybean", "refined sunflower tel", "sunflower tel", "soyabean tel", "सनफ़्लावर तेल", "रिफाइंड सनफ़्लावर तेल", "refined sunflower oil"),
    "chilli-powder-100g": ("mirch powder", "mirchi", "mirch", "मिर्च", "मिर्ची", "red chilli", "red chillies",
                           "red chilli powder", "chilli", "chili", "chillies", "lal mirchi", "लाल मिर्च पाउडर"),
    "matchbox-1pc": ("match boxes", "matchboxes", "माचिस की डिब्बी"),
    "eggs-1pc": ("andey", "andaa", "अण्डा", "अण्डे", "अंडों", "अण्डों", "andon", "ando"),
    "bread-400g": ("breads",),
    "banana-1dozen": ("keley", "kelon", "केलों"),
    "jaggery-1kg": ("गुड़",),
    # brands a shopkeeper names the item by, in both scripts, and common misspellings (one item each)
    "toothpaste-100g": ("कोलगेट", "colgate", "pepsodent", "पेप्सोडेंट", "dant kanti", "दंत कांति"),
    "tea-250g": ("tea leaf", "chaipatti", "chai ki patti", "चायपत्ती", "tata tea", "टाटा टी", "टाटा चाय", "tata chai",
                 "red label", "रेड लेबल", "brooke bond", "assam ctc", "असम ctc", "असम सीटीसी", "ctc tea", "assam tea", "असम चाय"),
    "rice-1kg": ("chawel", "chawl", "chaawal", "chaval", "chanwal", "चांवल"),
    "onion-1kg": ("piyaz", "piyaaz", "piaz", "pyaj", "piyaj", "pyaaj", "onian", "oinon"),
    "noodles-70g": ("instant noodle", "मैगी नूडल्स", "maggie", "magi", "मैगी"),
    "sugar-1kg": ("shakkar", "shakar", "sugr", "suger", "shugar", "sugaar"),
    "besan-500g": ("besen", "baisan", "besun"),
    "potato-1kg": ("alu", "aaloo", "potatos", "potatoe"), "tomato-1kg": ("tomatoe", "tomatos", "tametar"),
    # brands that name one catalogue item (a bare "Amul" or "Fortune" is in GENERIC_NAMES)
    "laundry-bar-1pc": ("rin sabun", "rin saabun", "रिन साबुन", "rin", "rin bar", "रिन", "रिन बार", "wheel bar", "laundry soap", "washing bar",
                        "kapde ka saabun", "कपड़े धोने का साबुन"),
    "bath-soap-75g": ("lifebuoy", "लाइफ़बॉय", "लाइफबॉय", "lux", "लक्स", "nahane ka saabun", "bathing soap"),
    "detergent-1kg": ("surf excel", "सर्फ़ एक्सेल", "सर्फ एक्सेल", "ariel", "tide", "rin powder", "रिन पाउडर",
                      "rin detergent", "rin washing powder"),  # (Rin's powder, not its bar: holdout82 g9048)
    "biscuits-65g": ("biscut", "biscuts", "biskit", "biskits", "parle-g", "parleg", "parle", "पारले-जी", "पारले जी", "पारले", "good day"),
    "namkeen-200g": ("haldiram", "haldiram bhujia", "हल्दीराम", "हल्दीराम भुजिया", "haldirams"),
    "atta-5kg": ("aashirvaad", "aashirvaad atta", "aashirvaad aata", "ashirvad", "आशीर्वाद", "आशीर्वाद आटा"),
    "mustard-oil-1l": ("sarson", "सरसों", "mustard", "sarso", "sarson ka tail", "सरसों का तेल", "fortune mustard oil",
                       "fortune sarson tel", "फ़ॉर्च्यून सरसों तेल", "फॉर्च्यून सरसों तेल", "fortune mustard"),
    "butter-100g": ("amul butter", "अमूल मक्खन", "अमूल बटर", "amul makhan", "amul makkhan"),
    "milk-500ml": ("amul gold", "amul gold milk", "amul gold doodh", "अमूल गोल्ड", "अमूल गोल्ड दूध", "दूध का पैकेट",
                   "mother dairy milk", "amul taaza"),
    "curd-400g": ("mother dairy dahi", "mother dairy curd", "मदर डेयरी दही", "amul dahi", "अमूल दही"),
    "turmeric-100g": ("turmeric", "haldi pawder", "everest haldi", "एवरेस्ट हल्दी", "everest turmeric"),
    "salt-1kg": ("tata salt", "tata namak", "टाटा नमक", "टाटा साल्ट"),
    "incense-1pack": ("incense stick", "agarbattiyan", "अगरबत्तियां", "cycle agarbatti", "साइकिल अगरबत्ती"),
    "soft-drink-750ml": ("cold drinks", "coldrink", "cold-drink", "softdrink", "coca-cola", "coca cola", "cocacola",
                         "कोका-कोला", "कोका कोला", "पेप्सी", "sprite", "thums up", "limca", "कोक"),
}


#: Names that fit several items: a mention of one of these alone is ambiguous.
GENERIC_NAMES: dict[str, tuple[str, ...]] = {
    **{brand: ("butter-100g", "milk-500ml", "curd-400g", "ghee-1l", "paneer-200g") for brand in ("amul", "अमूल")},
    **{brand: ("mustard-oil-1l", "refined-oil-1l") for brand in ("fortune", "फ़ॉर्च्यून", "फॉर्च्यून")},
    **{brand: ("milk-500ml", "curd-400g") for brand in ("mother dairy", "मदर डेयरी")},
    "dal": ("toor-dal-1kg", "moong-dal-1kg", "masoor-dal-1kg", "chana-dal-1kg"),
    "daal": ("toor-dal-1kg", "moong-dal-1kg", "masoor-dal-1kg", "chana-dal-1kg"),
    "dhal": ("toor-dal-1kg", "moong-dal-1kg", "masoor-dal-1kg", "chana-dal-1kg"),
    "दाल": ("toor-dal-1kg", "moong-dal-1kg", "masoor-dal-1kg", "chana-dal-1kg"),
    "dalen": ("toor-dal-1kg", "moong-dal-1kg", "masoor-dal-1kg", "chana-dal-1kg"),
    "दालें": ("toor-dal-1kg", "moong-dal-1kg", "masoor-dal-1kg", "chana-dal-1kg"),
    "lentil": ("toor-dal-1kg", "moong-dal-1kg", "masoor-dal-1kg", "chana-dal-1kg"),
    "lentils": ("toor-dal-1kg", "moong-dal-1kg", "masoor-dal-1kg", "chana-dal-1kg"),
    "pulses": ("toor-dal-1kg", "moong-dal-1kg", "masoor-dal-1kg", "chana-dal-1kg"),
    "tel": ("mustard-oil-1l", "refined-oil-1l"),
    "तेल": ("mustard-oil-1l", "refined-oil-1l"),
    "oil": ("mustard-oil-1l", "refined-oil-1l"),
    "oils": ("mustard-oil-1l", "refined-oil-1l"),
    "cooking oil": ("mustard-oil-1l", "refined-oil-1l"),
    "edible oil": ("mustard-oil-1l", "refined-oil-1l"),
    "flour": ("atta-5kg", "besan-500g"),
}

#: Words that fold to an item key but are ordinary words (checked against the raw word, lower case).
NOT_ITEM_WORDS = frozenset("""batate बताते good goods goood gooood food tell tells gull gulls shalt mug mugs moog andes kelley
                            bred eg egs coord coords allu lun लूँ लूं thand thund ठंड ठण्ड chawla chawlas चावला बनाना बनाने बनानी आते आता आती बताता बताती""".split(
                            )) | OTHER_GOODS_WORDS  # लूँ: "I take"; Chawla: a surname ("Mrs. Chawla", "Chawla Kirana"); बनाना "to make", आते "come", बताता "tell" (fold as banana, atta, batata)
#: Phrases that contain an item key but do not name an item.
NOT_ITEM_PHRASES = ("gud morning", "gud night", "gud evening", "gud afternoon", "gud day", "hari mirch",
                    "hari mirchi", "हरी मिर्च", "green chilli", "green chillies", "green chili", "tel no",
                    "tel number", "chai pani", "चाय पानी", "chai paani", "tea time", "ka tel nikal",
                    "sabun jaisa", "refined sugar")
#: Aliases that are everyday words ("the pattern matches", "a mixture of"): they name the item only next
#: to a figure ("2 packets matches", "matches 10", "10 matches").
STRICT_NAMES = frozenset({"matches", "mixture", "thanda", "ठंडा"})


@dataclass(frozen=True, slots=True)
class ItemMention:
    """An item named in text: where, which sku (None when ambiguous) and the skus it may mean."""
    start: int  # offsets into the normalised text
    end: int
    first: int  # token indices [first, last)
    last: int
    sku: str | None
    candidates: tuple[str, ...]
    text: str

    @property
    def ambiguous(self) -> bool:
        """The words fit several items (e.g. "dal"): never a guess."""
        return self.sku is None


def _word_keys(name: str) -> list[set[str]]:
    """For each word of a name, the set of keys it may be written as."""
    out = []
    for tok in tokenize(normalize(name)):
        if tok.kind != "word":
            continue
        if tok.deva:
            out.append(deva_variants(tok.text) | {tok.key})
        elif tok.key:
            out.append({tok.key})
    return out


def _plural_forms(word: str, singular: bool = False) -> set[str]:
    w = word.lower()
    forms = {w + "s"}
    if w.endswith(("o", "x", "ch", "sh")):
        forms.add(w + "es")
    if singular and w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        forms.add(w[:-1])
        if w.endswith("oes"):
            forms.add(w[:-2])
    if w.endswith("y") and len(w) > 3:
        forms.add(w[:-1] + "ies")
    return forms


def _name_keys(name: str, english: bool = False) -> set[tuple[str, ...]]:
    """All key tuples a name may be written as (variants, plurals, joined).

    Every Roman name gets plurals of its last word; only English names
    (``english``) also get singulars, so that "maachis" does not give "maachi".
    """
    per_word = _word_keys(name)
    if not per_word or not all(per_word):
        return set()
    keys: set[tuple[str, ...]] = set()
    for combo in itertools.islice(itertools.product(*per_word), 256):
        keys.add(tuple(combo))
    if not any(is_devanagari(c) for c in name):
        words = [t.text for t in tokenize(normalize(name)) if t.kind == "word"]
        if words:
            for form in _plural_forms(words[-1], english):
                keys.add(tuple(fold_roman(w) for w in words[:-1]) + (fold_roman(form),))
            if len(words) > 1:
                joined = fold_roman("".join(words))
                if joined:
                    keys.add((joined,))
                    for form in _plural_forms("".join(words), english):
                        keys.add((fold_roman(form),))
    else:
        for combo in list(keys):
            if len(combo) > 1:
                keys.add(("".join(combo),))
    for combo in list(keys):  # sarson ka tel = sarson ke tel = sarson ki tel
        if len(combo) > 2 and any(w in _POSTPOSITIONS for w in combo[1:-1]):
            for post in _POSTPOSITIONS:
                keys.add(tuple(post if w in _POSTPOSITIONS else w for w in combo))
    return {k for k in keys if all(k)}


_POSTPOSITIONS = ("ka", "ke", "ki")


def hindi_oblique_forms(name: str) -> list[str]:
    """Oblique and plural forms of a Devanagari name, as Hindi inflects its last word.

    आटा → आटे, आटों ("आटे का भाव"); केला → केले, केलों; चावल → चावलों. Roman
    names are left to the plural rules of ``_name_keys``.
    """
    if not name or not is_devanagari(name[-1]):
        return []
    if name.endswith("ा"):
        return [name[:-1] + "े", name[:-1] + "ों"]
    if name.endswith(("ी", "े", "ों", "ें", "ाँ", "ां")):
        return []
    return [name + "ों"]


class ItemMatcher:
    """Finds item mentions in text for one catalogue (build once; ``matcher_for`` caches one per catalogue)."""

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self.catalogue = catalogue if catalogue is not None else load_catalogue()
        owners: dict[tuple[str, ...], set[str]] = {}
        english: set[tuple[str, ...]] = set()  # keys of the items' English names
        self.keys_by_sku: dict[str, set[tuple[str, ...]]] = {}
        for item in self.catalogue:
            names = list(item.names()) + list(EXTRA_NAMES.get(item.sku, ())) + list(REGIONAL_NAMES.get(item.sku, ()))
            names += [form for name in names for form in hindi_oblique_forms(name)]
            for name in names:
                for key in _name_keys(name, english=name == item.item):
                    owners.setdefault(key, set()).add(item.sku)
                    if name == item.item:
                        english.add(key)
                    self.keys_by_sku.setdefault(item.sku, set()).add(key)
        skus = set(self.catalogue.skus())
        for name, cands in GENERIC_NAMES.items():
            present = tuple(s for s in cands if s in skus)
            if len(present) < 2:
                continue
            for key in _name_keys(name):
                if key not in owners:  # a specific name always wins over a generic one
                    owners[key] = set(present)
        order = {sku: i for i, sku in enumerate(self.catalogue.skus())}
        self._owners: dict[tuple[str, ...], tuple[str, ...]] = {
            k: tuple(sorted(v, key=order.__getitem__)) for k, v in owners.items()}
        for phrase in NOT_ITEM_PHRASES + OTHER_GOODS:  # lang.other_goods: "tomato ketchup", "sendha namak"
            for key in _name_keys(phrase):
                self._owners[key] = ()
        #: Folded keys of the goods we do not stock (``lang.other_goods``; ``lang.unstocked`` refuses them asked for).
        self.other_goods_keys = frozenset(k for p in OTHER_GOODS for k in _name_keys(p))
        self.other_goods_firsts = frozenset(k[0] for k in self.other_goods_keys)  # where such a name can start
        self._by_first: dict[str, list[tuple[str, ...]]] = {}
        for key in self._owners:
            self._by_first.setdefault(key[0], []).append(key)
        for lst in self._by_first.values():
            lst.sort(key=len, reverse=True)
        self._by_pair: dict[tuple[str, str], list[tuple[str, ...]]] = {}  # names of two words or more, by their
        for key in (k for lst in self._by_first.values() for k in lst if len(k) > 1):  # first two (``longest_at``)
            self._by_pair.setdefault(key[:2], []).append(key)  # (longest first, as in ``_by_first``)
        self._weak = weak_table()  # aata "comes", daal "put": lang.weak_names
        self._strict = {fold(w) for w in STRICT_NAMES}
        self._unit_keys = frozenset(UNIT_WORDS)
        self.hinglish_keys = self._hinglish_keys()
        self._brand_keys = frozenset(k for b in BRANDS for k in _name_keys(b))  # lang.brand_names
        self._one_off = one_letter_off({k: v for k, v in self._owners.items() if k in english})  # lang.misspellings:
        # "2 kg panner", "15 kg onoins" (English names only: "jaldi" is no haldi, "चाहिए" no chai)

    def _hinglish_keys(self) -> frozenset[str]:
        """Keys (words joined by spaces) of Hinglish item names, for telling Hinglish from English.

        The ``hinglish`` column and the Roman forms of the Devanagari names,
        less names that Indian English uses as they are (paneer, ghee, maggi, ...).
        """
        english_use = {"paneer", "ghee", "namkeen", "besan", "poha", "suji", "maggi", "surf", "cold drink",
                       "refined", "refined tel", "colgate", "basmati", "atta", "aata"}
        out: set[str] = set()
        for item in self.catalogue:
            english_keys = {" ".join(k) for n in (item.item, *english_use) for k in _name_keys(n)}
            names = [item.hinglish] + [n for n in (item.hindi, *item.aliases) if any(is_devanagari(c) for c in n)]
            for name in names:
                for key in _name_keys(name):
                    joined = " ".join(key)
                    if joined not in english_keys and len(key) <= 2 and joined not in NOT_ITEM_WORDS:
                        out.add(joined)
        return frozenset(out)

    # --- finding ---------------------------------------------------------------------------------

    def find(self, text: str) -> list[ItemMention]:
        """Item mentions in ``text`` (offsets into ``normalize(text)``), in order."""
        if not isinstance(text, str):
            return []
        return self.find_in_tokens(tokenize(normalize(text)))

    def find_in_tokens(self, tokens: list[Token]) -> list[ItemMention]:
        """Item mentions in a token list (see ``lang.language.tokenize``)."""
        out: list[ItemMention] = []
        n = len(tokens)
        i = 0
        while i < n:
            tok = tokens[i]
            if tok.kind == "sym" and (sku := emoji_sku(tokens, i)) is not None:  # "🥚 2 trays" (lang.name_signs)
                out.append(ItemMention(tok.start, tok.end, i, i + 1, sku, (sku,), tok.text))
            if tok.kind != "word" or not tok.key or tok.key not in self._by_first \
                    or tok.text.lower() in NOT_ITEM_WORDS:
                near = misspelt(self._one_off, self._unit_keys, tokens, i) if tok.kind == "word" and tok.key else None
                if near is not None:  # "2 kg panner", "fifteen kg onoins": one letter off an item's name, after a unit
                    out.append(ItemMention(tok.start, tok.end, i, i + 1, near, (near,), tok.text))
                i += 1
                continue
            match = self.longest_at(tokens, i)
            if match is None:
                i += 1
                continue
            key, end = match
            cands = self._owners[key]
            telephone = len(cands) > 1 and end + 1 < n and tokens[end].kind == "sym" and tokens[end].text == ":" \
                and tokens[end + 1].kind == "num" and not tokens[i].deva \
                and sum(c.isdigit() for c in tokens[end + 1].text) >= 5  # "Tel: 98765 43210", not "Tel: 15 litre"
            if key in self._brand_keys and firm_after(tokens, end):
                cands = ()  # "the Amul distributor": a firm (lang.brand_names)
            if cands and not telephone and not self._weak_use(tokens, i, end, key):
                first = i  # "Fortune sarson ka tel": the brand before its goods' name is part of it (lang.brand_names)
                if len(cands) == 1 and out and out[-1].sku is None and brand_joined(tokens, out[-1].last, i) and \
                        self._brand_keys & {self.longest_at(tokens, out[-1].first)[0]}:
                    first = out.pop().first
                text = "".join(t.text if k == 0 or t.start == tokens[first + k - 1].end else " " + t.text
                               for k, t in enumerate(tokens[first:end]))
                out.append(ItemMention(tokens[first].start, tokens[end - 1].end, first, end,
                                       cands[0] if len(cands) == 1 else None, cands, text))
            i = end
        return out

    def longest_at(self, tokens: list[Token], i: int) -> tuple[tuple[str, ...], int] | None:
        """(folded key, token index past it) of the longest name (an item's or ``OTHER_GOODS``) at token ``i``, or None."""
        first, j, n = tokens[i].key, i + 1, len(tokens)  # (tried: the names whose second word is the next, then one)
        j += j < n and tokens[j].kind == "sym" and tokens[j].text == "-"
        for key in self._by_pair.get((first, tokens[j].key), ()) if j < n and tokens[j].kind == "word" else ():
            end = self._match(tokens, i, key)
            if end is not None:
                return key, end
        end = self._match(tokens, i, (first,)) if (first,) in self._owners else None
        return ((first,), end) if end is not None else None

    def _match(self, tokens: list[Token], i: int, key: tuple[str, ...]) -> int | None:
        j = i
        n = len(tokens)
        for part_index, part in enumerate(key):
            if part_index:
                if j < n and tokens[j].kind == "sym" and tokens[j].text == "-":
                    j += 1
            if j >= n or tokens[j].kind != "word" or tokens[j].key != part or tokens[j].text.lower() in NOT_ITEM_WORDS:
                return None
            j += 1
        return j

    def _weak_use(self, tokens: list[Token], i: int, end: int, key: tuple[str, ...]) -> bool:
        if len(key) == 1 and key[0] in self._strict:
            near = [t for t in tokens[max(0, i - 2):i] + tokens[end:end + 1] if t.kind in ("num", "word")]
            return not any(t.kind == "num" or t.key in self._unit_keys for t in near)
        if len(key) != 1 or key[0] not in self._weak:
            return False
        return weak_use(tokens, i, end, self._weak, self._unit_keys)

    # --- checking -------------------------------------------------------------------------------

    def mentions(self, text: str, sku: str) -> bool:
        """True when one of the item's keys occurs, as whole words, in ``text``."""
        tokens = [t for t in tokenize(normalize(text)) if t.kind == "word"]
        keys = self.keys_by_sku.get(sku, set())
        seq = [t.key for t in tokens]
        for start in range(len(seq)):
            for key in keys:
                if tuple(seq[start:start + len(key)]) == key:
                    return True
        return False


_CACHE: dict[int, tuple[Catalogue, ItemMatcher]] = {}


def matcher_for(catalogue: Catalogue | None = None) -> ItemMatcher:
    """The (cached) matcher for a catalogue; the default catalogue when None."""
    cat = catalogue if catalogue is not None else load_catalogue()
    hit = _CACHE.get(id(cat))
    if hit is not None and hit[0] is cat:
        return hit[1]
    m = ItemMatcher(cat)
    if len(_CACHE) > 8:
        _CACHE.clear()
    _CACHE[id(cat)] = (cat, m)
    return m
