"""Why a message could not be read, in the supplier's language (``reader_reason``).

The reader's reasons are ``"code: detail"`` (``lang.reader.REASONS``), with the
detail written in English for the record ("no_quantity: how many rice? (in
kgs)"). A supplier who writes Hindi must not answer with English inside a
Hindi reply, so the detail is re-rendered here from its parts, never quoted:

- the known detail shapes (``DETAILS``: how many X, what price for X, X is
  not a whole number of packs, a name that fits several items, which order or
  bill, agrees and refuses at once, too long) are matched and written with the
  language's own template and item names (catalogue ``hindi`` / ``hinglish``);
- any other detail keeps only what needs no translation: the catalogue items
  it names (in the language) and its figures (₹40, 750 g, B12), after the
  code's phrase.

English keeps the detail as written. The code phrases are the phrase tables'
``reader_reasons`` (``lang/phrases/<language>.yaml``).
"""
from __future__ import annotations

import re

from market.catalogue import Catalogue, load_catalogue

__all__ = ["reader_reason", "reason_as_read", "DETAILS"]

#: (English detail pattern, {language: template}); slots: item, items, unit, n, text, size, limit.
DETAILS: list[tuple[re.Pattern, dict[str, str]]] = [
    (re.compile(r"how many (?P<item>.+?)\? \(in (?P<unit>\w+?)s?\)"),
     {"hi": "{item} कितना चाहिए? ({unit} में लिखिए)", "hinglish": "{item} kitna chahiye? ({unit} mein likhiye)"}),
    (re.compile(r"what price for (?P<item>.+?)\?"),
     {"hi": "{item} का भाव लिखिए", "hinglish": "{item} ka rate likhiye"}),
    (re.compile(r"(?P<n>[\d.,]+ \w+) is not a whole number of (?P<size>[\d.,]+ \w+) \w+"),
     {"hi": "{n} पूरे {size} के पैक में नहीं बँटता", "hinglish": "{n} poore {size} ke pack mein nahi bantta"}),
    (re.compile(r"'(?P<text>[^']{1,80})' may be any of (?P<items>.+?); name one"),
     {"hi": "यह नाम कई चीज़ों का है ({items}); एक का नाम लिखिए",
      "hinglish": "“{text}” kai cheezein ho sakti hai ({items}); ek ka naam likhiye"}),
    (re.compile(r"which order to cancel\?.*"),
     {"hi": "कौन सा ऑर्डर? नंबर लिखिए, जैसे O3", "hinglish": "kaun sa order? number likhiye, jaise O3"}),
    (re.compile(r"which bill to \w+\?.*"),
     {"hi": "कौन सा बिल? नंबर लिखिए, जैसे B12", "hinglish": "kaun sa bill? number likhiye, jaise B12"}),
    (re.compile(r"'(?P<text>.{0,200})' both agrees and refuses"),
     {"hi": "", "hinglish": "“{text}”"}),
    (re.compile(r"(?P<n>[\d,]+) characters; at most (?P<limit>[\d,]+)"),
     {"hi": "{n} अक्षर; ज़्यादा से ज़्यादा {limit}", "hinglish": "{n} akshar; zyada se zyada {limit}"}),
    (re.compile(r"the message names no item from the catalogue"),
     {"hi": "", "hinglish": ""}),
]
_FIGURE = re.compile(r"₹\d(?:[\d,]*\d)?(?:\.\d+)?|\b[ABO]\d{1,6}\b|\b\d(?:[\d,]*\d)?(?:\.\d+)?(?: ?(?:kg|g|l|ml|L)\b)?")
_HI_UNITS = {"kg": "किलो", "g": "ग्राम", "l": "लीटर", "L": "लीटर", "ml": "मिली"}
_UNIT_AFTER = re.compile(r"(?<=\d) ?(kg|g|ml|l|L)\b")
#: Reason phrases for codes the phrase tables may not carry yet.
_CODES = {
    "ambiguous_intent": {"en": "the message both agrees and refuses", "hi": "संदेश में हाँ और ना दोनों हैं",
                         "hinglish": "message mein haan aur na dono hain"},
    "too_long": {"en": "the message is too long", "hi": "संदेश बहुत लंबा है", "hinglish": "message bahut lamba hai"},
}


_NAMES: dict[int, list[tuple[str, object]]] = {}


def _names(catalogue: Catalogue) -> list[tuple[str, object]]:
    key = id(catalogue)
    if key not in _NAMES:
        _NAMES.clear()
        _NAMES[key] = sorted(((it.item, it) for it in catalogue.items), key=lambda e: -len(e[0]))
    return _NAMES[key]


def _item_in(name: str, language: str, catalogue: Catalogue) -> str:
    """An English item name (or several, comma-separated) in ``language``; unknown names are left out."""
    out = []
    for part in re.split(r",\s*|\s+or\s+", name):
        item = next((it for n, it in _names(catalogue) if n == part.strip()), None)
        if item is not None:
            out.append(item.hindi if language == "hi" else item.hinglish)
    return ", ".join(out)


_UNIT_NAMES = {"hi": {"kg": "किलो", "packet": "पैकेट", "piece": "पीस", "l": "लीटर", "litre": "लीटर", "dozen": "दर्जन",
                      "pack": "पैक", "bar": "पीस", "bottle": "बोतल", "box": "डिब्बा"},
               "hinglish": {"kg": "kilo", "packet": "packet", "piece": "piece", "l": "litre", "litre": "litre",
                            "dozen": "darjan", "pack": "pack", "bar": "piece", "bottle": "botal", "box": "dabba"}}


def reader_reason(code: str, detail: str, language: str, table: dict,
                  catalogue: Catalogue | None = None) -> str:
    """A reader reason (``code`` and its English ``detail``) as a phrase in ``language`` (module docstring).

    ``table`` is the language's phrase table (``lang.render.phrases``). Never
    raises; returns text with no English detail unless ``language`` is ``en``.
    """
    phrase = table.get("reader_reasons", {}).get(code) or _CODES.get(code, {}).get(language) or code
    detail = " ".join((detail or "").split())
    if not detail:
        return phrase
    if language == "en":
        return table["detail"].format(phrase=phrase, detail=detail)
    cat = catalogue if catalogue is not None else load_catalogue()
    for pattern, templates in DETAILS:
        m = pattern.fullmatch(detail)
        if m is None or language not in templates:
            continue
        slots = m.groupdict()
        if "item" in slots:
            slots["item"] = _item_in(slots["item"], language, cat) or ""
        if "items" in slots:
            slots["items"] = _item_in(slots["items"], language, cat)
        if "unit" in slots:
            slots["unit"] = _UNIT_NAMES.get(language, {}).get(slots["unit"], "")
        if "text" in slots and language == "hi" and not re.search(r"[\u0900-\u097f]", slots["text"]):
            slots["text"] = slots["text"] if not re.search(r"[A-Za-z]{3,}", slots["text"]) else ""
        text = templates[language].format(**slots) if templates[language] and all(
            v != "" for k, v in slots.items() if "{" + k + "}" in templates[language]) else ""
        return table["detail"].format(phrase=phrase, detail=_units(text, language)) if text else phrase
    text = _facts(detail, language, cat)
    return table["detail"].format(phrase=phrase, detail=text) if text else phrase


def _facts(detail: str, language: str, cat: Catalogue) -> str:
    """What of an English detail needs no translation: the items it names (in ``language``) and its figures."""
    items = [it for n, it in _names(cat) if re.search(rf"\b{re.escape(n)}\b", detail)]
    figures = _FIGURE.findall(detail)
    return _units(", ".join([it.hindi if language == "hi" else it.hinglish for it in items[:3]] + figures[:4]), language)


def reason_as_read(reason: str | None, language: str, table: dict, catalogue: Catalogue | None = None) -> str | None:
    """The reason a reader of the rendered reply gets back (``lang.replies.read_reply``).

    A reader reason in English comes back as written; in Hindi or Hinglish as
    its code and the detail as rendered there ("no_quantity: चावल कितना
    चाहिए? (किलो में लिखिए)"), or the code alone. Other reasons are unchanged.
    """
    if not reason or language == "en":
        return reason
    code, sep, detail = " ".join(reason.splitlines()).partition(": ")
    if code not in table.get("reader_reasons", {}):
        return reason
    rendered = reader_reason(code, detail if sep else "", language, table, catalogue)
    phrase = table["reader_reasons"][code]
    prefix = table["detail"].format(phrase=phrase, detail="\0").split("\0")
    if rendered == phrase or len(prefix) != 2:
        return code
    return f"{code}: {rendered[len(prefix[0]):len(rendered) - len(prefix[1]) or None]}"


def _units(text: str, language: str) -> str:
    """Unit symbols after figures in Devanagari for Hindi (750 g → 750 ग्राम)."""
    return _UNIT_AFTER.sub(lambda m: " " + _HI_UNITS[m.group(1)], text) if language == "hi" else text
