"""A reply that names no goods, read again under the quote it answers, that cannot take up the quote whole.

``read_message`` reads a reply naming no goods ("Ok.", "ठीक है", "Theek hai") again with the quoted lines before it,
and an acceptance there takes up every quoted line. Three replies do not (breaker AR, each silently accepting all):

- goods pointed at by their place in the quote: "Ok for the first two, not the third", "पहले दो ठीक हैं, तीसरा नहीं",
  "Pehle do theek hain, teesra nahi", "the last one is fine" → ``ambiguous_item.by_place`` (name the goods);
- a bare acceptance of a quote that offers a choice: "> Two options for you: 1. Toor dal ₹136 2. Chana dal ₹74" then
  "Ok.", "> दो विकल्प: …" then "ठीक है", "> Option A … Option B …" then "Theek hai" → ``ambiguous_item.which_option``;
- a price asked lower with no price named: "Ok, but bring it down a little.", "Fine, but a bit lower", "theek hai par
  thoda kam karo", "ठीक है, पर थोड़ा कम कीजिए" → ``no_price.lower_unsaid`` (lower to what?).

``quote_reply`` sets ``reader.refused_why`` for these; a reply naming its goods is read as before. Linear: one pass
over the tokens.
"""
from __future__ import annotations

from lang.language import fold
from lang.lower_asked import lower_asked
from lang.reasons import why

__all__ = ["quote_reply"]


def _keys(words: str) -> frozenset[str]:
    return frozenset(fold(w) for w in words.split())


#: Words that point at a quoted line by its place ("the third", "तीसरा", "teesra wala", "1st", "the last one").
_PLACE = _keys("second third fourth fifth 1st 2nd 3rd 4th पहला पहली दूसरा दूसरी दूसरे तीसरा तीसरी तीसरे चौथा चौथी pehla pehli pahla pahli doosra dusra doosri dusri doosre dusre teesra tisra teesri tisri teesre "
               "tisre chautha chauthi")
#: Words that point by place only before "two", "one" or "wala" ("first two", "पहले दो", "pehle wala", "last one";
#: not "यही आख़िरी है", the supplier's last rate).
_PLACE_BEFORE = _keys("first last top पहले pehle pahle आखिरी अंतिम aakhri aakhiri akhri antim")
_PLACE_AFTER = _keys("two three one ones do teen दो तीन वाला वाले वाली wala wale wali waala waale")
#: Words after a place word that make it a time or a rate, not a quoted line ("doosre hafte", "the second week",
#: "दूसरी बार", "pehle wala rate"), and before it a moment ("a second", "ek second").
_NOT_PLACE_AFTER = _keys("din dino hafte hafta week weeks day days time times baar bar mahine month year saal "
                         "दिन हफ्ते हफ़्ते बार महीने साल rate rates price bhav bhaav भाव रेट daam दाम order ऑर्डर delivery "
                         "trip gaadi truck")
_NOT_PLACE_BEFORE = _keys("a one ek just")
_WORK = frozenset("kaam काम".split())  # work, not "less"
_WALA = _keys("wala wale wali waala waale waali वाला वाले वाली")
#: Words of the quote that offer a choice between its lines.
_CHOICE = _keys("option options choice choices alternative alternatives either vikalp विकल्प")
#: Words of a price asked lower, and the words that make "kam" / "down" ask it.
_LOWER = _keys("lower cheaper reduce reduced less कम kam down neeche नीचे")
_LOWER_NEAR = _keys("bit little thoda thora kuch थोड़ा कुछ bring come please karo kijiye kijie kar karein करो कीजिए "
                    "कर करें rate price bhav भाव रेट")


def _by_place(keys: list[str], j: int) -> bool:
    """The reply's word ``keys[j]`` points at a quoted line by its place ("third", "पहले दो", "last one")."""
    w, nxt = keys[j], keys[j + 1] if j + 1 < len(keys) else ""
    if not (w in _PLACE or w in _PLACE_BEFORE and nxt in _PLACE_AFTER):
        return False
    after = [k for k in keys[j + 1:j + 3] if k not in _WALA][:1]
    return _NOT_PLACE_AFTER.isdisjoint(after) and not (j and keys[j - 1] in _NOT_PLACE_BEFORE)


def quote_reply(reader) -> None:
    """Set ``reader.refused_why`` for a reply read again under its quote that points at quoted lines by place, accepts
    a quoted choice whole, or asks a lower price without one (module docstring). ``reader``: the MessageReader after
    its clause acts (tokens, cues, figs, mentions, context_chars)."""
    start = getattr(reader, "context_chars", 0)
    if not start or getattr(reader, "refused_why", None) is not None:
        return
    toks = reader.tokens
    reply = [k for k, t in enumerate(toks) if t.start >= start and t.kind == "word"]
    if not reply:
        return
    keys = [toks[k].key if toks[k].text.lower() not in _WORK else "" for k in reply]  # ("kaam" folds as "kam")
    text = reader.text[toks[reply[0]].start:toks[-1].end].strip().strip(".!?।").strip()
    named = any(toks[m.first].start >= start for m in reader.mentions)
    if not named and any(_by_place(keys, j) for j in range(len(keys))):
        reader.refused_why = why("ambiguous_item.by_place", text=text)
        return
    priced = any(f.kind in ("price", "bare") and toks[f.pos].start >= start for f in reader.figs)
    if not priced and any(w in _LOWER and not _LOWER_NEAR.isdisjoint(keys[max(0, j - 2):j] + keys[j + 1:j + 3])
                          for j, w in enumerate(keys)):
        quoted = {m.sku for m in reader.mentions if m.sku and toks[m.first].start < start}
        reader.refused_why = lower_asked(reader.cat.by_sku(quoted.pop())) \
            if len(quoted) == 1 else why("no_price.lower_unsaid", text=text)
        return
    accepting = any("accept" in c.kinds and toks[c.pos].start >= start for c in reader.cues)
    if accepting and not named and any(t.key in _CHOICE for t in toks if t.start < start and t.kind == "word"):
        reader.refused_why = why("ambiguous_item.which_option", text=text)
