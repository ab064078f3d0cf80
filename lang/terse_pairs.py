"""Terse lists of "id verb" pairs, each verb bound to its own id (part of stage 1, cleaning; ``lang.clean``).

Chat models and busy shopkeepers write several requests as one terse line, or as a subject over the e-mail that
says them at length: "O12 cancel / O11 bill", "O12 रद्द / O11 का बिल", "O12 cancel karo; O11 ka bill bhejo",
"Subject: O12 cancel / O11 bill" (holdout155 a2049, a tool call's "subject"). Read as one clause, the cancel reached
every id of it (O11 was cancelled, and nobody had cancelled it), and a bare "bill" beside an id asked nothing ("O12
cancel / B11 bill" dropped the ask). A shopkeeper reads each pair by itself: cancel O12, and the bill of O11.

``terse_pairs(text)`` returns ``text`` with each such list said plainly, one sentence a pair, in the pair's own
language ("Please cancel O12. Please send the bill for O11."), so the reader binds each verb to its own id. A list
is a line (after a "Subject:" / "Sub:" / "विषय:" label) cut by "/", "|", ";", ",", "&", "+", "and", "aur", "और",
or a run of lines, into two or more pairs, where each pair names exactly one order or bill id and one verb (cancel,
bill, where/status, paid, wrong) and nothing but the small words beside them ("please", "ka", "karo", "bhejo", "कर दें"),
and the pairs ask at least two different things; a part of the line that names no id (goods: "O12 cancel / O11 bill /
5 kg rice") is kept as its own sentence. Anything else ("O12 cancel, O13 bhi", a negation, a count beside an id) is
left as written for the reader proper. A part that names no id is a sentence of its own when it is a request of its own
(a word of sending, none of narrowing) or a courtesy ("thanks"); other words ("rice only", which may narrow the cancel
beside it) leave the line as written. Never raises; linear in the text.
"""
from __future__ import annotations

import re

__all__ = ["terse_pairs"]

_ID = re.compile(r"^(?:O|B)-?\d{1,6}$", re.IGNORECASE)
_HINT = re.compile(r"\b[OB]-?\d{1,6}\b", re.IGNORECASE)
_LABEL = re.compile(r"^(\s*(?:\*\*)?(?:subject|sub|re|vishay|विषय)\s*(?:\*\*)?\s*[:：\-–—]\s*)", re.IGNORECASE)
_MARK = re.compile(r"^(\s*(?:\d{1,2}[.)]|[-*•])\s+)")  # a list's marker ("1. ", "- ")
_SEP = re.compile(r"\s*(?:[/|;,&+]|\s(?:and|aur|और|also)\s)\s*", re.IGNORECASE)
_WORD = re.compile(r"[\w\u0900-\u097F]+")

_CANCEL = frozenset("cancel cancelled canceled cancellation radd रद्द कैंसल कैंसिल केंसल".split())
_BILL = frozenset("bill invoice बिल इनवॉइस इन्वॉइस".split())
_STATUS = frozenset("status स्थिति sthiti kahan kahaan kaha कहाँ कहां where kab कब".split())
_PAID = frozenset("paid cleared settled chukaya chuka चुकाया चुका पेड".split())
_WRONG = frozenset("wrong incorrect galat galt गलत गलती galti".split())
_PAY_NOUN = frozenset("payment pay bhugtan भुगतान".split())
#: Words of a thing done: a payment's ("B11 ka payment ho gaya"), else a report, not a request ("O12 cancel ho gaya").
_DONE = frozenset("done diya kiya gaya ho hua हो हुआ दिया किया गया".split())
#: The small words a terse pair may carry beside its id and verb.
_FILLER = frozenset((
    "please pls plz kindly the for of a copy order ऑर्डर is it its send need asap "
    "ka ki ke kaa का की के ko को karo kar karna do dijiye dijie kijiye kijie de den dena krdo kardo krna "
    "करो कर करना दो दें दीजिए दीजिये कीजिए कीजिये करें दे देना "
    "bhejo bhejna bhejiye bhej bhejein भेजो भेजना भेजिए भेजें भेज "
    "hai he है aayega ayega aaega आएगा jayega जाएगा chahiye चाहिए ji जी bhi भी").split())
_COURTESY = frozenset("thanks thank you please pls ji bhaiya bhai sir dhanyavaad dhanyavad shukriya धन्यवाद शुक्रिया "
                      "जी भैया".split())
_SENDS = frozenset("send bhejo bhejna bhejiye bhej dijiye भेजो भेजना भेजिए भेज chahiye चाहिए".split())
_NARROW = frozenset("only sirf सिर्फ़ सिर्फ bas बस except chhodkar छोड़कर not nahi नहीं mat मत na न from se से baaki "
                    "बाकी rest remaining ka ki ke का की के of".split())
_HINGLISH = frozenset("ka ki ke kaa ko karo kar karna dijiye kijiye bhejo bhejna bhej hai kahan kahaan kab radd "
                      "aayega chahiye bhugtan chukaya chuka diya kiya gaya".split())
_DEVA = re.compile(r"[\u0900-\u097F]")

#: The plain sentence of each verb, per language: ``{id}`` is the pair's id.
_SAY = {
    ("cancel", "en"): "Please cancel {id}.", ("cancel", "hi"): "{id} रद्द कर दीजिए।",
    ("cancel", "hinglish"): "{id} cancel kar dijiye.",
    ("bill", "en"): "Please send the bill for {id}.", ("bill", "hi"): "{id} का बिल भेज दीजिए।",
    ("bill", "hinglish"): "{id} ka bill bhej dijiye.",
    ("status", "en"): "When will {id} come?", ("status", "hi"): "{id} कब आएगा?",
    ("status", "hinglish"): "{id} kab aayega?",
    ("wrong", "en"): "The {id} bill is wrong.", ("wrong", "hi"): "{id} का बिल गलत है।",
    ("wrong", "hinglish"): "{id} ka bill galat hai.",
    ("paid", "en"): "We have paid {id}.", ("paid", "hi"): "{id} का भुगतान कर दिया है।",
    ("paid", "hinglish"): "{id} ka payment kar diya hai.",
}


def _pair(segment: str) -> tuple[str, str, str] | None:
    """(verb, id, language) of one terse pair, or None when ``segment`` is not exactly one id and one verb."""
    words = _WORD.findall(segment)
    if len(words) > 8 or len(_WORD.sub("", segment).strip(" .?!।:-–—*\"'()")) > 0:
        return None  # a figure, a symbol or a long clause: not a terse pair
    ids = [k for k, w in enumerate(words) if _ID.match(w)]
    if len(ids) != 1:
        return None
    ident = words[ids[0]].upper().replace("-", "")
    rest = [w.lower() for k, w in enumerate(words) if k != ids[0]]
    if ident[0] == "B" and ids[0] > 0 and words[ids[0] - 1].lower() in ("bill", "बिल"):
        rest.remove(words[ids[0] - 1].lower())  # "bill B11 paid": the id's own label, not an ask for the bill
    verbs = set()
    for w in rest:
        if w in _CANCEL:
            verbs.add("cancel")
        elif w in _BILL:
            verbs.add("bill")
        elif w in _STATUS:
            verbs.add("status")
        elif w in _PAID:
            verbs.add("paid")
        elif w in _WRONG:
            verbs.add("wrong")
        elif w not in _FILLER and w not in _PAY_NOUN and w not in _DONE:
            return None
    if verbs == {"wrong", "bill"}:
        verbs = {"wrong"}  # "O11 ka bill galat hai": the bill said wrong, not asked for
    elif verbs == {"wrong"} and ident[0] == "O":
        return None  # "O11 galat": the order wrong, or the id? (a bill said wrong names it)
    if not verbs and not _PAY_NOUN.isdisjoint(rest) and not _DONE.isdisjoint(rest):
        verbs.add("paid")  # "B11 payment done", "B11 का भुगतान हो गया"
    elif verbs != {"paid"} and not _DONE.isdisjoint(rest):
        return None  # "O12 cancel ho gaya", "O11 ka bill ho gaya": told, not asked
    if len(verbs) != 1 or (verbs & {"paid"}) != ({"paid"} if ident[0] == "B" else set()) and verbs.isdisjoint(
            ("bill", "wrong")):
        return None  # several verbs in one pair ("O11 bill cancel"); a payment of an order, a cancel or a status
        # of a bill ("B11 cancel"): left to the reader
    if not _PAY_NOUN.isdisjoint(rest) and verbs != {"paid"}:
        return None  # "O11 payment bill": not one plain ask
    language = "hi" if _DEVA.search(segment) else "hinglish" if not _HINGLISH.isdisjoint(rest) else "en"
    return next(iter(verbs)), ident, language


def _grouped(parts: list, body: str) -> list | None:
    """The parts of a line, each (text, pair or None, False), when each is a pair or a request or courtesy of its own
    (``_apart``); else None, and the line is left as written: a part that names an id and is no pair ("O12 cancel /
    O11 bill, not O13"), or words that may narrow a pair beside them ("O12 cancel, only the rice / O11 bill", refused
    as the cancel narrowed; said apart, the cancel had lost them)."""
    if not any(pair for _, pair in parts) or not all(pair or _apart(seg) for seg, pair in parts):
        return None
    return [(seg, pair, False) for seg, pair in parts]


def _apart(segment: str) -> bool:
    """A part of a list that is no pair but a request or courtesy of its own, naming no id ("5 kg rice send",
    "thanks"); not one that may narrow a pair beside it ("rice only", "except the sugar")."""
    words = {w.lower() for w in _WORD.findall(segment)}
    return not _HINT.search(segment) and bool(words) and (words <= _COURTESY or not words.isdisjoint(_SENDS) and
                                                          words.isdisjoint(_NARROW))


def _said(pairs: list[tuple[str, str, str]], language: str, among: list) -> str:
    """The pairs said plainly, in the list's language (Hindi when the message is, else Hinglish when a pair of the
    list ``among`` is)."""
    langs = {lang for _, _, lang in among}
    language = "hi" if language == "hi" or "hi" in langs else "hinglish" if "hinglish" in langs else "en"
    return " ".join(_SAY[(verb, language)].format(id=ident) for verb, ident, _ in pairs)


def _language(text: str) -> str:
    return "hi" if _DEVA.search(text) else "en"


def terse_pairs(text: str) -> str:
    """``text`` with every terse list of "id verb" pairs said one pair a sentence (module docstring)."""
    if not isinstance(text, str) or not _HINT.search(text):
        return text
    lines = text.split("\n")
    found: list[tuple[str, list] | None] = []  # per line: (label, [(segment, pair or None)]) when it may be a list
    for line in lines:
        m = _LABEL.match(line) or _MARK.match(line)
        label, body = (m.group(1), line[m.end():]) if m else ("", line)
        if not body.strip() or not _HINT.search(body):
            found.append(None)
            continue
        parts = _grouped([(seg, _pair(seg)) for seg in _SEP.split(body.strip().rstrip(".।!")) if seg.strip()], body)
        found.append((label, parts) if parts else None)
    base = _language(text)
    out = list(lines)
    changed = False
    k = 0
    while k < len(lines):
        if found[k] is None:
            k += 1
            continue
        pairs = [pair for _, pair, _ in found[k][1] if pair]
        if len(pairs) >= 2 and len({p[0] for p in pairs}) >= 2:  # one line, several pairs (and goods said beside)
            out[k] = found[k][0] + " ".join(_said([pair], base, pairs) if pair and not as_written else seg.strip() + (
                "।" if base == "hi" else ".") for seg, pair, as_written in found[k][1])
            changed = True
            k += 1
            continue
        end = k  # a run of lines of one pair each, under no subject ("O12 cancel ⏎ O11 bill", "1. O12 cancel ⏎ 2. …")
        while end < len(lines) and found[end] is not None and len(found[end][1]) == 1 and found[end][1][0][1] and \
                not found[end][1][0][2] and not _LABEL.match(lines[end]):
            end += 1
        run = [found[j][1][0][1] for j in range(k, end)]
        if len(run) >= 2 and len({p[0] for p in run}) >= 2:
            for j in range(k, end):
                out[j] = found[j][0] + _said([found[j][1][0][1]], base, run)
            changed = True
        k = max(end, k + 1)
    return "\n".join(out) if changed else text
